import { describe, expect, it } from 'vitest';
import { FLAGS, type FlagKey, type Flags } from '../../domain/flags.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { SERVICES, type ServiceName } from '../../domain/services.ts';
import { linkRule } from '../landing/view-context.ts';
import { lowRatingHelpFor } from './low-rating-help.ts';

const on = (...keys: FlagKey[]): Flags =>
  Object.fromEntries(keys.map((key) => [FLAGS[key].name, 'true']));
const link = linkRule({
  smallBusiness: false,
  environment: 'prod',
  origin: 'https://site.example',
});
const smbLink = linkRule({
  smallBusiness: true,
  environment: 'prod',
  origin: 'https://site.example',
});

describe('what a watch page lets a low rating offer', () => {
  it.each<[string, ServiceName, Flags, Locale, object]>([
    [
      'consumer wireless, no flags: chat and search',
      'wireless',
      {},
      'en',
      { chatHref: '/support/chat', searchHref: '/wireless#search-support' },
    ],
    [
      'consumer wireless, its assistant on: chat, assistant and search (chat wins in the widget)',
      'wireless',
      on('wirelessAia', 'wirelessAiaHelpfulInfo'),
      'en',
      {
        chatHref: '/support/chat',
        assistant: { serviceAlias: 'wireless' },
        searchHref: '/wireless#search-support',
      },
    ],
    [
      'consumer wireless in Spanish: the Spanish landing page search',
      'wireless',
      {},
      'es',
      { chatHref: '/support/chat', searchHref: '/es/wireless#search-support' },
    ],
    [
      'small business, its assistant on: assistant and search',
      'smb-wireless',
      on('smbAia', 'smbAiaHelpfulInfo'),
      'en',
      {
        assistant: { serviceAlias: 'smbwireless' },
        searchHref: '/smallbusiness/wireless#search-support',
      },
    ],
    [
      'small business, master flag only: search',
      'smb-wireless',
      on('smbAia'),
      'en',
      { searchHref: '/smallbusiness/wireless#search-support' },
    ],
    [
      'small business, helpful-info variant without the master flag: search',
      'smb-wireless',
      on('smbAiaHelpfulInfo'),
      'en',
      { searchHref: '/smallbusiness/wireless#search-support' },
    ],
    [
      "small business with the consumer family's flags: search",
      'smb-wireless',
      on('wirelessAia', 'wirelessAiaHelpfulInfo'),
      'es',
      { searchHref: '/es/smallbusiness/wireless#search-support' },
    ],
    [
      "consumer wireless with another section's variant only: chat and search",
      'wireless',
      on('wirelessAia', 'wirelessAiaContact'),
      'en',
      { chatHref: '/support/chat', searchHref: '/wireless#search-support' },
    ],
  ])('%s', (_, name, flags, locale, help) => {
    const service = SERVICES[name];
    const rule = service.smallBusiness ? smbLink : link;
    expect(lowRatingHelpFor({ service, flags, locale, link: rule })).toEqual(help);
  });

  it("the page's link rule shapes every address", () => {
    const help = lowRatingHelpFor({
      service: SERVICES.wireless,
      flags: {},
      locale: 'en',
      link: (href) => `https://origin.example${href}`,
    });
    expect(help).toEqual({
      chatHref: 'https://origin.example/support/chat',
      searchHref: 'https://origin.example/wireless#search-support',
    });
  });
});
