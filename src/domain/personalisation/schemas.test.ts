import { describe, expect, it } from 'vitest';
import {
  accountDetailsSchema,
  consentProvidedSchema,
  consentSchema,
  devicesSchema,
  infocusSchema,
  loginAnalyticsSchema,
  userServicesSchema,
  wirelessContentSchema,
} from './schemas.ts';

describe('the personalisation schemas', () => {
  it('read a good account-details body, numbers as text', () => {
    const parsed = accountDetailsSchema.safeParse({
      content: {
        customerState: 'Authenticated',
        firstName: 'jordan',
        bsseAccountDetails: [
          { accountNumber: 530012345, accountStatus: 'active', serviceType: 'internet-air' },
        ],
        isSmallBusinessAccountsPresent: 'true',
      },
    });
    expect(parsed.success && parsed.data.content).toMatchObject({
      customerState: 'Authenticated',
      firstName: 'jordan',
      isSmallBusinessAccountsPresent: 'true',
      bsseAccountDetails: [
        { accountNumber: '530012345', accountStatus: 'active', serviceType: 'internet-air' },
      ],
    });
  });

  it('turn a wrong field into nothing, and drop unreadable list entries, without refusing the body', () => {
    const parsed = accountDetailsSchema.safeParse({
      content: {
        firstName: { nested: true },
        wirelessAccountDetails: 'not a list',
        bsseAccountDetails: [null, 'x', { accountNumber: '1', isWirelessServicePresent: 7 }],
      },
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.content?.firstName).toBeUndefined();
    expect(parsed.data.content?.wirelessAccountDetails).toEqual([]);
    expect(parsed.data.content?.bsseAccountDetails).toEqual([{ accountNumber: '1' }]);
  });

  it.each([
    ['infocus', infocusSchema],
    ['account details', accountDetailsSchema],
    ['devices', devicesSchema],
    ['wireless content', wirelessContentSchema],
    ['consent', consentSchema],
    ['consent provided', consentProvidedSchema],
    ['user services', userServicesSchema],
    ['login analytics', loginAnalyticsSchema],
  ])('%s: a body that is not an object is refused', (_name, schema) => {
    for (const body of ['text', 42, null, [1, 2]])
      expect(schema.safeParse(body).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(true);
  });

  it('read consent, wireless content, devices and the login ids as the calls send them', () => {
    const consent = consentSchema.safeParse({
      content: { consentRSAllow: 'TRUE' },
      authDeviceSupportResponse: { ctnvalid: true },
      accountnumbers: [{ subscribers: [{ subscriberNumberLastFour: '4821' }] }],
    });
    expect(
      consent.success &&
        consent.data.accountnumbers?.[0]?.subscribers?.[0]?.subscriberNumberLastFour,
    ).toBe('4821');
    const content = wirelessContentSchema.safeParse({
      'cms-feed': {
        components: { default: { unAuth: { content: { recognisedStateKillSwitch: 'true' } } } },
      },
    });
    expect(
      content.success &&
        content.data['cms-feed']?.components?.default?.unAuth?.content?.recognisedStateKillSwitch,
    ).toBe('true');
    const devices = devicesSchema.safeParse({
      content: { devices: [{ ctn: 2145550123, name: 'Pixel' }] },
    });
    expect(devices.success && devices.data.content?.devices).toEqual([
      { ctn: '2145550123', name: 'Pixel' },
    ]);
    const ids = loginAnalyticsSchema.safeParse({
      userid: 'u',
      client_id: 'c',
      trid: 7,
      flowcode: null,
    });
    expect(ids.success && ids.data).toEqual({ userid: 'u', client_id: 'c', trid: '7' });
  });

  it.each([
    [
      'a boolean and a number id',
      { content: { id: 4820197, consentProvided: true } },
      '4820197',
      true,
    ],
    ['a string', { content: { id: '4820197', consentProvided: 'TRUE' } }, '4820197', 'TRUE'],
    ['a wrong type', { content: { id: ['x'], consentProvided: { yes: 1 } } }, undefined, undefined],
    ['content not an object', { content: 'yes' }, undefined, undefined],
  ])('consent provided: reads %s leniently', (_name, body, id, provided) => {
    const parsed = consentProvidedSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.content?.id).toBe(id);
    expect(parsed.data.content?.consentProvided).toBe(provided);
  });
});

describe('the plain-code readers keep zod/mini’s shape of the result', () => {
  it('leave a missing field or list out, keep a present unreadable one as undefined', () => {
    const parsed = accountDetailsSchema.safeParse({ content: { firstName: null, extra: 1 } });
    expect(parsed.success && parsed.data).toStrictEqual({ content: { firstName: undefined } });
    const devices = devicesSchema.safeParse({ content: { devices: 'none' } });
    expect(devices.success && devices.data).toStrictEqual({ content: { devices: [] } });
  });
});
