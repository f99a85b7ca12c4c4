import { describe, expect, it } from 'vitest';
import { FLAGS, type FlagKey } from '../../domain/flags.ts';
import {
  askFor,
  askOnCards,
  askPerService,
  assistantDrawerView,
  assistantSections,
  type AssistantSection,
} from './assistant.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

const on = (...keys: FlagKey[]) =>
  Object.fromEntries(keys.map((key) => [FLAGS[key].name, 'true'])) as Record<string, string>;

const WIRELESS_VARIANTS: FlagKey[] = [
  'wirelessAiaTopSolutions',
  'wirelessAiaHelpfulInfo',
  'wirelessAiaBrowseTopics',
  'wirelessAiaContact',
  'wirelessAiaHotTopics',
];
const SMB_VARIANTS: FlagKey[] = [
  'smbAiaTopSolutions',
  'smbAiaHelpfulInfo',
  'smbAiaBrowseTopics',
  'smbAiaContact',
  'smbAiaHotTopics',
];
const SECTIONS: AssistantSection[] = [
  'topSolutions',
  'helpfulInfo',
  'browseTopics',
  'contact',
  'hotTopics',
];

const shown = (sections: Record<AssistantSection, boolean>) =>
  SECTIONS.filter((section) => sections[section]);

describe('assistantSections', () => {
  it.each<[string, Record<string, string>, boolean, AssistantSection[]]>([
    [
      'wireless: master and every variant on',
      on('wirelessAia', ...WIRELESS_VARIANTS),
      false,
      SECTIONS,
    ],
    ['wireless: master off, every variant on', on(...WIRELESS_VARIANTS), false, []],
    ['wireless: master on, no variant', on('wirelessAia'), false, []],
    [
      'wireless: master on, top solutions only',
      on('wirelessAia', 'wirelessAiaTopSolutions'),
      false,
      ['topSolutions'],
    ],
    [
      'wireless: master on, helpful info only',
      on('wirelessAia', 'wirelessAiaHelpfulInfo'),
      false,
      ['helpfulInfo'],
    ],
    [
      'wireless: master on, browse only',
      on('wirelessAia', 'wirelessAiaBrowseTopics'),
      false,
      ['browseTopics'],
    ],
    [
      'wireless: master on, contact only',
      on('wirelessAia', 'wirelessAiaContact'),
      false,
      ['contact'],
    ],
    [
      'wireless: master on, hot topics only',
      on('wirelessAia', 'wirelessAiaHotTopics'),
      false,
      ['hotTopics'],
    ],
    ['wireless page ignores the smb family', on('smbAia', ...SMB_VARIANTS), false, []],
    ['smb: master and every variant on', on('smbAia', ...SMB_VARIANTS), true, SECTIONS],
    ['smb: master off, every variant on', on(...SMB_VARIANTS), true, []],
    [
      'smb: master on, contact and hot topics',
      on('smbAia', 'smbAiaContact', 'smbAiaHotTopics'),
      true,
      ['contact', 'hotTopics'],
    ],
    ['smb page ignores the wireless family', on('wirelessAia', ...WIRELESS_VARIANTS), true, []],
    ['no flags at all', {}, false, []],
  ])('%s', (_name, flags, smb, expected) => {
    expect(shown(assistantSections(flags, smb))).toEqual(expected);
  });

  it.each([
    ['TRUE', true],
    ['True', true],
    ['false', false],
    ['yes', false],
    ['', false],
  ])("master value '%s' counts as on: %s", (value, expected) => {
    const flags = { ...on('wirelessAiaContact'), [FLAGS.wirelessAia.name]: value };
    expect(assistantSections(flags, false).contact).toBe(expected);
  });
});

describe('askFor', () => {
  it.each([
    [
      'on with a heading: primed with it, the page service by default',
      true,
      'Top solutions',
      undefined,
      consumer,
      { subject: 'Top solutions', serviceAlias: 'wireless' },
    ],
    [
      "on, per-service block: that service's GenAI widget alias, not its name",
      true,
      'Helpful info',
      'smb-internet-air',
      smallBusiness,
      { subject: 'Helpful info', serviceAlias: 'smbinternetair' },
    ],
    [
      "on, small-business page: the opening service's GenAI widget alias",
      true,
      'Top solutions',
      undefined,
      smallBusiness,
      { subject: 'Top solutions', serviceAlias: 'smbwireless' },
    ],
    ['off', false, 'Top solutions', undefined, consumer, undefined],
    [
      'on without a heading (nothing to ask about)',
      true,
      undefined,
      undefined,
      consumer,
      undefined,
    ],
  ])('%s', (_name, enabled, subject, service, view, expected) => {
    expect(askFor(enabled, subject, service, view)).toEqual(expected);
  });
});

describe('askPerService', () => {
  it('one button on a single-service page, under its GenAI alias', () => {
    expect(askPerService(true, 'Contact us', consumer)).toEqual([
      {
        service: undefined,
        hidden: false,
        ask: { subject: 'Contact us', serviceAlias: 'wireless' },
      },
    ]);
  });

  it('one per service on the small-business page, each shown with its service and its alias', () => {
    expect(
      askPerService(true, 'Top solutions', smallBusiness).map(({ service, hidden, ask }) => [
        service,
        hidden,
        ask.serviceAlias,
      ]),
    ).toEqual([
      ['smb-wireless', false, 'smbwireless'],
      ['smb-internet-air', true, 'smbinternetair'],
    ]);
  });

  it.each([
    [false, 'Top solutions'],
    [true, undefined],
  ])('none when off (%s) or without a subject (%s)', (on, subject) => {
    expect(askPerService(on, subject, smallBusiness)).toEqual([]);
  });
});

describe('askOnCards', () => {
  const cards = [{ title: 'Voicemail' }, { title: 'Roaming' }];

  it('puts a button on each card, primed with its title, when hot topics are on', () => {
    expect(askOnCards(cards, true, undefined, consumer).map((card) => card.ask)).toEqual([
      { subject: 'Voicemail', serviceAlias: 'wireless' },
      { subject: 'Roaming', serviceAlias: 'wireless' },
    ]);
  });

  it('leaves the cards as they are when hot topics are off', () => {
    expect(askOnCards(cards, false, undefined, consumer)).toEqual(cards);
  });
});

describe('assistantDrawerView', () => {
  const none = assistantSections({}, false);
  const contact = assistantSections(on('wirelessAia', 'wirelessAiaContact'), false);

  it.each([
    ['no entry point: no drawer', none, { scriptUrl: 'https://w/x.js' }, undefined],
    [
      'an entry point: the widget addresses and the search offer',
      contact,
      { scriptUrl: 'https://w/x.js', styleUrl: 'https://w/x.css' },
      { scriptUrl: 'https://w/x.js', styleUrl: 'https://w/x.css', searchHref: '#search-support' },
    ],
    [
      'an entry point, widget not configured: the drawer still says so',
      contact,
      {},
      { scriptUrl: undefined, styleUrl: undefined, searchHref: '#search-support' },
    ],
  ])('%s', (_name, sections, widget, expected) => {
    expect(assistantDrawerView(sections, widget)).toEqual(expected);
  });
});

describe('the assistant on a Spanish page', () => {
  const spanish = { ...consumer, locale: 'es' as const };

  it("gives each button and the drawer the page's language, and English ones none", () => {
    expect(askFor(true, 'Temas', undefined, spanish)).toEqual({
      subject: 'Temas',
      serviceAlias: 'wireless',
      locale: 'es',
    });
    expect(
      assistantDrawerView(
        assistantSections(on('wirelessAia', 'wirelessAiaContact'), false),
        {},
        spanish,
      ),
    ).toMatchObject({ locale: 'es' });
    expect(askFor(true, 'Topics', undefined, consumer)).not.toHaveProperty('locale');
  });
});
