import { describe, expect, it } from 'vitest';
import { chatAllowed, contactView } from './contact.ts';
import { SERVICES } from '../../domain/services.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';
import { resolveLabels } from '../../domain/labels.ts';
import { readBlocks } from './fallback-lang.ts';
import { sectionBlocks } from './sections.ts';

/** The view as the page builds it: the contact panel the section table says the page reads. */
const contact = (
  content: Parameters<typeof contactView>[0],
  fromService: Parameters<typeof contactView>[2],
  view: Parameters<typeof contactView>[3],
) => {
  const panel = readBlocks(content as never, sectionBlocks('contact'), view.service);
  return contactView(content, { block: panel.block(), lang: panel.lang() }, fromService, view);
};

describe('contactView', () => {
  const panel = (description: string) => ({
    description,
    options: [
      { title: 'Call us', linkText: 'Call', linkUrl: 'tel:1' },
      { description: 'untitled' },
    ],
  });
  const service = { options: [{ title: 'From the service' }] };

  it.each([
    {
      name: 'the consumer panel',
      view: consumer,
      content: { customerServicePanel: panel('consumer') },
      description: 'consumer',
    },
    {
      name: 'the smb panel',
      view: smallBusiness,
      content: { customerServicePanel: panel('consumer'), customerServicePanelSmb: panel('smb') },
      description: 'smb',
    },
    {
      name: "the service's options without a CMS panel",
      view: consumer,
      content: {},
      description: undefined,
    },
  ])('shows $name', ({ view, content, description }) => {
    const result = contact(content as never, service as never, view);
    expect(result.description).toBe(description);
    expect(result.options.length).toBeGreaterThan(0);
  });

  it('keeps titled options with their links', () => {
    expect(
      contact({ customerServicePanel: panel('x') } as never, { options: [] } as never, consumer)
        .options,
    ).toEqual([
      { title: 'Call us', description: undefined, link: { text: 'Call', href: 'link:tel:1' } },
    ]);
  });

  it.each([
    {
      name: 'consumer wireless',
      view: consumer,
      chat: {
        title: 'Chat with us',
        description: undefined,
        ctaLabel: 'Start chat',
        href: 'link:/support/chat',
      },
    },
    { name: 'small business', view: smallBusiness, chat: undefined },
  ])('chat for $name', ({ view, chat }) => {
    expect(contact({} as never, { options: [] } as never, view).chat).toEqual(chat);
  });

  it("takes 'Start chat' to the address the content's chat panel names", () => {
    expect(
      contact(
        { chatPanel: { title: 'Chat', ctaUrl: '/support/chat/wireless' } } as never,
        { options: [] } as never,
        consumer,
      ).chat?.href,
    ).toBe('link:/support/chat/wireless');
  });

  it('offers no panel to a customer type without contact us', () => {
    const view = { ...consumer, customerType: 'biz' as const };
    expect(
      contact({ customerServicePanel: panel('x') } as never, service as never, view).options,
    ).toEqual([]);
  });

  const everything = {
    customerServicePanel: panel('consumer'),
    customerServicePanelSmb: {
      options: [{ title: 'Register', linkText: 'Register', linkUrl: '/acctmgmt/registration' }],
    },
    otherContactOptionsPanel: {
      title: 'Other ways to get help',
      options: [
        { title: 'Forums', description: 'Ask others', linkText: 'Visit', linkUrl: '/community' },
        { description: 'untitled' },
      ],
    },
    socialMediaLinks: [
      { name: 'Facebook', url: 'https://social.example.com/carrier' },
      { name: 'No address' },
    ],
  };

  it.each([
    { name: 'consumer', view: consumer, href: 'link:/acctmgmt/x' },
    { name: 'small business', view: smallBusiness, href: 'link:/acctmgmt/registration' },
  ])('$name: every option link goes through the page link rule', ({ view, href }) => {
    const content = {
      ...everything,
      customerServicePanel: {
        options: [{ title: 'Account', linkText: 'Go', linkUrl: '/acctmgmt/x' }],
      },
    };
    expect(contact(content as never, { options: [] } as never, view).options[0]?.link).toEqual({
      text: expect.any(String),
      href,
    });
  });

  it.each([
    {
      name: 'consumer',
      view: consumer,
      social: {
        heading: 'Social media',
        links: [{ text: 'Facebook', href: 'link:https://social.example.com/carrier' }],
      },
    },
    { name: 'small business', view: smallBusiness, social: undefined },
    {
      name: 'a biz visitor',
      view: { ...consumer, customerType: 'biz' as const },
      social: undefined,
    },
  ])('social media links: consumer only ($name)', ({ view, social }) => {
    expect(contact(everything as never, { options: [] } as never, view).social).toEqual(social);
  });

  it.each([consumer, smallBusiness])(
    'the other contact options panel shows its titled options, links through the rule',
    (view) => {
      expect(contact(everything as never, { options: [] } as never, view).otherOptions).toEqual({
        heading: 'Other ways to get help',
        options: [
          {
            title: 'Forums',
            description: 'Ask others',
            link: { text: 'Visit', href: 'link:/community' },
          },
        ],
      });
    },
  );

  it('shows no other options or social links when the feed has none', () => {
    const result = contact({} as never, { options: [] } as never, consumer);
    expect(result.otherOptions).toBeUndefined();
    expect(result.social).toBeUndefined();
  });

  it('writes the headings and the chat defaults the feed leaves out in Spanish on a Spanish page', () => {
    const spanish = {
      ...consumer,
      locale: 'es' as const,
      labels: resolveLabels(undefined, 'Wireless', 'es'),
    };
    const untitled = {
      ...everything,
      otherContactOptionsPanel: { ...everything.otherContactOptionsPanel, title: undefined },
    };
    const result = contact(untitled as never, { options: [] } as never, spanish);
    expect(result.heading).toBe('Comuníquese con nosotros');
    expect(result.otherOptions?.heading).toBe('Otras formas de obtener ayuda');
    expect(result.social?.heading).toBe('Redes sociales');
    expect(result.chat).toMatchObject({ title: 'Chatee con nosotros', ctaLabel: 'Iniciar chat' });
  });
});

describe('contactView: English content on another language page', () => {
  const panel = { description: 'Reach us', options: [{ title: 'Call us' }] };
  const none = { options: [] };

  it.each([
    {
      name: 'the English CMS panel',
      content: { customerServicePanel: panel, fallbacks: ['customerServicePanel'] },
      service: none,
      lang: 'en',
    },
    {
      name: 'the Spanish CMS panel beside an English contact-us answer',
      content: { customerServicePanel: panel },
      service: { options: [{ title: 'Service' }], lang: 'en' },
      lang: undefined,
    },
    {
      name: "the contact-us service's English answer",
      content: {},
      service: { options: [{ title: 'Service' }], lang: 'en' },
      lang: 'en',
    },
    {
      name: 'the Spanish panel',
      content: { customerServicePanel: panel },
      service: none,
      lang: undefined,
    },
  ])('marks the options, not the heading, for $name', ({ content, service, lang }) => {
    const result = contact(content as never, service as never, consumer);
    expect(result.heading).toBe('Contact us');
    expect(result.optionsLang).toBe(lang);
  });

  it('marks the other options, the social links and chat by their own blocks', () => {
    const result = contact(
      {
        otherContactOptionsPanel: { title: 'Other ways', options: [{ title: 'Store' }] },
        socialMediaLinks: [{ name: 'X', url: 'https://x.example' }],
        chatPanel: { title: 'Chat', ctaLabel: 'Start' },
        fallbacks: ['otherContactOptionsPanel', 'chatPanel'],
      } as never,
      { options: [] } as never,
      consumer,
    );
    expect([result.otherOptions?.lang, result.social?.lang, result.chat?.lang]).toEqual([
      'en',
      undefined,
      consumer.service.chatEnabled ? 'en' : undefined,
    ]);
  });
});

describe('chatAllowed: the chat rule of the landing page and the watch page', () => {
  it.each([
    ['wireless', true],
    ['smb-wireless', false],
    ['smb-internet-air', false],
  ] as const)('%s → %s', (name, allowed) => {
    expect(chatAllowed(SERVICES[name])).toBe(allowed);
  });

  it('a consumer service whose chat is off offers none', () => {
    expect(chatAllowed({ ...SERVICES.wireless, chatEnabled: false })).toBe(false);
  });
});
