import { describe, expect, it } from 'vitest';
import { linkRule, perService } from './view-context.ts';
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
      expected: { service: 'smb-wireless', hidden: false },
    },
    {
      name: 'the second smb service',
      view: smallBusiness,
      service: 'smb-internet-air',
      index: 1,
      expected: { service: 'smb-internet-air', hidden: true },
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
