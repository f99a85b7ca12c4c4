import { describe, expect, it } from 'vitest';
import {
  linkRule,
  perService,
  switchDataAttributes,
  withServiceLabels,
  withSupportLabels,
} from './view-context.ts';
import { SERVICES } from '../../domain/services.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

describe('perService', () => {
  it.each([
    {
      name: 'a single-service page',
      view: consumer,
      service: 'wireless',
      index: 0,
      expected: { service: undefined, hidden: false },
    },
    {
      name: 'the first smb service',
      view: smallBusiness,
      service: 'smb-wireless',
      index: 0,
      expected: {
        service: 'smb-wireless',
        hidden: false,
        switchData: {
          alias: 'smbwireless',
          navigationTree: 'smallbusiness/support/wireless',
          chat: false,
          tabName: 'Fixed Wireless',
          genAiAlias: 'smbwireless',
        },
      },
    },
    {
      name: 'the second smb service',
      view: smallBusiness,
      service: 'smb-internet-air',
      index: 1,
      expected: {
        service: 'smb-internet-air',
        hidden: true,
        switchData: {
          alias: 'smbinternetair',
          navigationTree: 'smallbusiness/support/internet-air',
          chat: false,
          tabName: 'Internet Air',
          genAiAlias: 'smbinternetair',
        },
      },
    },
  ])('$name → $expected', ({ view, service, index, expected }) => {
    const name = service;
    expect(perService(view, name, index)).toEqual(expected);
  });
});

describe('linkRule', () => {
  const origin = 'https://support.example.com';
  it.each([
    [
      { smallBusiness: false, environment: 'prod' as const },
      '/acctmgmt/billing',
      'link',
      '/acctmgmt/billing',
    ],
    [
      { smallBusiness: true, environment: 'prod' as const },
      '/acctmgmt/billing',
      'link',
      '/smallbusiness/acctmgmt/billing',
    ],
    [
      { smallBusiness: false, environment: 'test' as const },
      'https://www.example.com/olam/passthrough/usage',
      'button',
      '/acctmgmt/passthrough?target=usagesummary',
    ],
  ] as const)('%j: %s (%s) → %s', (context, href, kind, expected) => {
    expect(linkRule({ ...context, origin })(href, kind)).toBe(expected);
  });
});

describe('switchDataAttributes', () => {
  it('writes what a per-service block switches as data attributes', () => {
    expect(
      switchDataAttributes({
        alias: 'smbinternetair',
        navigationTree: 'smallbusiness/support/internet-air',
        chat: false,
        tabName: 'Internet Air',
        genAiAlias: 'smbinternetair',
      }),
    ).toEqual({
      'data-service-alias': 'smbinternetair',
      'data-navigation-tree': 'smallbusiness/support/internet-air',
      'data-chat-enabled': 'false',
      'data-tab-name': 'Internet Air',
      'data-genai-alias': 'smbinternetair',
    });
    expect(Object.values(switchDataAttributes(undefined)).every((v) => v === undefined)).toBe(true);
  });
});

describe('withServiceLabels', () => {
  const services = [SERVICES['smb-wireless'], SERVICES['smb-internet-air']];
  it.each([
    ['no labels: the spec table', undefined, ['Fixed Wireless', 'Internet Air']],
    [
      "the feed's serviceLabels name the tabs",
      { 'smb-wireless': 'Business Wireless', 'smb-internet-air': 'Internet Air for Business' },
      ['Business Wireless', 'Internet Air for Business'],
    ],
    [
      'a service the feed leaves out (or leaves empty) keeps the spec label',
      { 'smb-internet-air': 'Air', 'smb-wireless': undefined },
      ['Fixed Wireless', 'Air'],
    ],
  ] as const)('%s', (_name, labels, expected) => {
    expect(withServiceLabels(services, labels).map((service) => service.tabLabel)).toEqual(
      expected,
    );
  });
});

describe('withSupportLabels', () => {
  it.each([
    [
      'the content’s label wins',
      { browseTopicsLabel: 'Topics' },
      { browseTopicsLabel: 'S' },
      'Topics',
    ],
    [
      'the support common’s fills an empty one',
      { browseTopicsLabel: undefined },
      { browseTopicsLabel: 'S' },
      'S',
    ],
    ['no content labels at all', undefined, { browseTopicsLabel: 'S' }, 'S'],
    ['neither: the default applies later', undefined, {}, undefined],
  ])('%s', (_name, content, support, expected) => {
    expect(withSupportLabels(content, support)['browseTopicsLabel']).toBe(expected);
  });
});
