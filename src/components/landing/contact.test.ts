import { describe, expect, it } from 'vitest';
import { contactView } from './contact.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

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
    const result = contactView(content as never, service as never, view);
    expect(result.description).toBe(description);
    expect(result.options.length).toBeGreaterThan(0);
  });

  it('keeps titled options with their links', () => {
    expect(
      contactView({ customerServicePanel: panel('x') } as never, { options: [] } as never, consumer)
        .options,
    ).toEqual([
      { title: 'Call us', description: undefined, link: { text: 'Call', href: 'tel:1' } },
    ]);
  });

  it.each([
    {
      name: 'consumer wireless',
      view: consumer,
      chat: { title: 'Chat with us', description: undefined, ctaLabel: 'Start chat' },
    },
    { name: 'small business', view: smallBusiness, chat: undefined },
  ])('chat for $name', ({ view, chat }) => {
    expect(contactView({} as never, { options: [] } as never, view).chat).toEqual(chat);
  });

  it('offers no panel to a customer type without contact us', () => {
    const view = { ...consumer, customerType: 'biz' as const };
    expect(
      contactView({ customerServicePanel: panel('x') } as never, service as never, view).options,
    ).toEqual([]);
  });
});
