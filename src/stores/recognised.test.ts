// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, STORAGE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { DEVICE_COOKIE_LIFETIME_MS } from '../domain/personalisation/device-cookie.ts';
import { $devicesData } from './devices.ts';
import {
  $consentState,
  $isRecogStateOn,
  $lastFourDigits,
  $numberModal,
  closeNumberModal,
  forgetRecognisedDevice,
} from './recognised.ts';
import { checkRecognised, submitWirelessNumber } from './recognised-check.ts';
import { $isAuth, resetSession } from './session.ts';
import { fakeEnv, type FakeAnswer } from '../../tests/support/personalisation-env.ts';

const UUID = { [COOKIE.uuid]: '4820193' };
const content = (hasWireless: unknown, killSwitch = 'false') => ({
  body: {
    'cms-feed': {
      components: {
        default: {
          recognizedState: { content: { cards: [{ content: { hasWireless } }] } },
          unAuth: { content: { recognisedStateKillSwitch: killSwitch } },
        },
      },
    },
  },
});
const consent = (allowed: boolean, valid: boolean) => ({
  body: {
    content: { consentRSAllow: allowed, auth: false },
    authDeviceSupportResponse: { ctnvalid: valid },
    accountnumbers: [
      {
        subscribers: [
          {
            subscriberNumberLastFour: '4821',
            supportdeviceDetailsInfo: {
              deviceMake: 'Google',
              deviceModel: 'Pixel 9',
              deviceOS: 'Android',
              deviceClassifications: { deviceType: 'Smartphone' },
            },
          },
        ],
      },
    ],
  },
});

const provided = (consentProvided: unknown, id = UUID[COOKIE.uuid]) => ({
  body: { content: { id, consentProvided } },
});
const CONSENT_PROVIDED = `GET ${ENDPOINTS.consentProvided(UUID[COOKIE.uuid])}`;

function answers(overrides: Record<string, FakeAnswer> = {}) {
  return {
    [`GET ${ENDPOINTS.wirelessContent}`]: content(true),
    [`GET ${ENDPOINTS.consent}`]: consent(true, true),
    [CONSENT_PROVIDED]: provided(false),
    [`POST ${ENDPOINTS.devicesV1}`]: { body: { content: { devices: [] } } },
    ...overrides,
  };
}

afterEach(() => {
  $isRecogStateOn.set(false);
  $lastFourDigits.set(undefined);
  $consentState.set('unchecked');
  $numberModal.set('closed');
  $devicesData.set({});
  resetSession();
});

describe('checkRecognised', () => {
  it.each([
    ['no UUID cookie', {}],
    ['a UUID of 11 digits', { [COOKIE.uuid]: '12345678901' }],
    ['a UUID with letters', { [COOKIE.uuid]: '12ab' }],
  ])('%s: no call', async (_name, cookies) => {
    const { env, calls } = fakeEnv(answers(), { cookies });
    await checkRecognised(env);
    expect(calls).toEqual([]);
    expect($isRecogStateOn.get()).toBe(false);
  });

  it('not on a small-business page', async () => {
    const { env, calls } = fakeEnv(answers(), {
      cookies: UUID,
      config: { service: 'smb-wireless' },
    });
    await checkRecognised(env);
    expect(calls).toEqual([]);
  });

  it('a valid device: the device cookie for 90 days, recognised with the last four', async () => {
    const { env, calls } = fakeEnv(answers(), {
      cookies: UUID,
      storage: { [STORAGE.ctn]: '2145550123' },
      config: { flags: { removeDuplicateCalls: 'true' } },
    });
    const write = vi.spyOn(env.cookies, 'write');
    await checkRecognised(env);
    expect(write).toHaveBeenCalledWith(
      COOKIE.recognisedDevice,
      '1|Google|Pixel 9|Android|Smartphone',
      { expires: new Date(env.now() + DEVICE_COOKIE_LIFETIME_MS), path: '/' },
    );
    expect($isRecogStateOn.get()).toBe(true);
    expect($lastFourDigits.get()).toBe('4821');
    expect($consentState.get()).toBe('recognised');
    expect(env.cookies.read()[COOKIE.recognisedDevice]).toBe('1|Google|Pixel 9|Android|Smartphone');
    // The wireless content for the CTN in focus, then consent; the device refresh (duplicate-call
    // removal on) takes consent's device, as get-devices is refused to a visitor not signed in.
    expect(calls.map((call) => call.path)).toEqual([ENDPOINTS.wirelessContent, ENDPOINTS.consent]);
    expect($devicesData.get()).toEqual({
      devices: [{ name: 'Google Pixel 9', make: 'Google', model: 'Pixel 9' }],
    });
    expect(new URLSearchParams(calls[0]?.query).get('ctnSubscriberNumber')).toBe('2145550123');
    expect(new URLSearchParams(calls[1]?.query).get('serviceName')).toBe('wireless');
  });

  it('duplicate-call removal off: no device refresh', async () => {
    const { env, calls } = fakeEnv(answers(), { cookies: UUID });
    await checkRecognised(env);
    expect(calls.map((call) => call.path)).not.toContain(ENDPOINTS.devicesV1);
    expect($devicesData.get()).toEqual({});
  });

  it('consent allowed without a valid device: the number dialog opens', async () => {
    const { env } = fakeEnv(answers({ [`GET ${ENDPOINTS.consent}`]: consent(true, false) }), {
      cookies: UUID,
    });
    await checkRecognised(env);
    expect($numberModal.get()).toBe('open');
    expect($isRecogStateOn.get()).toBe(false);
  });

  describe('consent allowed without a valid device: consent-provided for the UUID first', () => {
    const askNumber = (answer?: FakeAnswer) =>
      fakeEnv(
        answers({
          [`GET ${ENDPOINTS.consent}`]: consent(true, false),
          ...(answer ? { [CONSENT_PROVIDED]: answer } : {}),
        }),
        { cookies: UUID },
      );

    it('the number given on an earlier visit: not asked again, the page stays anonymous', async () => {
      const { env, calls } = askNumber(provided('TRUE'));
      await checkRecognised(env);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        `GET ${ENDPOINTS.wirelessContent}`,
        `GET ${ENDPOINTS.consent}`,
        `GET /msapi/recognized-state/v1/consentprovided/4820193`,
      ]);
      expect($numberModal.get()).toBe('closed');
      expect($consentState.get()).toBe('already-provided');
      expect($isRecogStateOn.get()).toBe(false);
    });

    it('a yes about another id does not count: asked', async () => {
      const { env } = askNumber(provided(true, '1111'));
      await checkRecognised(env);
      expect($numberModal.get()).toBe('open');
    });

    it.each([
      ['not given before', provided(false)],
      ['the call failing', { status: 503, body: {} }],
      ['an answer that is not an object', { body: 'yes' }],
    ])('%s: the number dialog opens, as before', async (_name, answer) => {
      const { env, calls } = askNumber(answer);
      await checkRecognised(env);
      expect(calls.at(-1)?.path).toBe(ENDPOINTS.consentProvided('4820193'));
      expect($numberModal.get()).toBe('open');
      expect($consentState.get()).toBe('asked');
    });

    it('a 401 sends the browser to log in: no dialog over the page it leaves', async () => {
      const { env, navigator } = askNumber({ status: 401, body: {} });
      await checkRecognised(env);
      expect(navigator.replace).toHaveBeenCalledWith('/acctmgmt/login');
      expect($numberModal.get()).toBe('closed');
    });
  });

  it('consent not allowed: nothing changes', async () => {
    const { env } = fakeEnv(answers({ [`GET ${ENDPOINTS.consent}`]: consent(false, true) }), {
      cookies: UUID,
    });
    await checkRecognised(env);
    expect($numberModal.get()).toBe('closed');
    expect($isRecogStateOn.get()).toBe(false);
    expect($consentState.get()).toBe('declined');
  });

  it.each([
    ['the kill switch on', content(true, 'TRUE')],
    ['hasWireless false', content(false)],
    ['hasWireless "False"', content('False')],
  ])('%s: no consent call', async (_name, wireless) => {
    const { env, calls } = fakeEnv(answers({ [`GET ${ENDPOINTS.wirelessContent}`]: wireless }), {
      cookies: UUID,
    });
    await checkRecognised(env);
    expect(calls.map((call) => call.path)).toEqual([ENDPOINTS.wirelessContent]);
  });

  it('hasWireless "TRUE" counts', async () => {
    const { env } = fakeEnv(answers({ [`GET ${ENDPOINTS.wirelessContent}`]: content('TRUE') }), {
      cookies: UUID,
    });
    await checkRecognised(env);
    expect($isRecogStateOn.get()).toBe(true);
  });

  it('consent failure: the consent state says failed', async () => {
    const { env } = fakeEnv(answers({ [`GET ${ENDPOINTS.consent}`]: { status: 500, body: {} } }), {
      cookies: UUID,
    });
    await checkRecognised(env);
    expect($consentState.get()).toBe('failed');
    expect($isRecogStateOn.get()).toBe(false);
  });

  it('a signed-in visitor is never checked', async () => {
    const { env, calls } = fakeEnv(answers(), { cookies: UUID });
    $isAuth.set(true);
    await checkRecognised(env);
    expect(calls).toEqual([]);
  });
});

describe('the wireless-number dialog', () => {
  it('set-focus with the number; a recognised answer closes it and recognises', async () => {
    const { env, calls } = fakeEnv(
      answers({
        [`GET ${ENDPOINTS.consent}`]: consent(true, false),
        [`POST ${ENDPOINTS.consentSetFocus}`]: consent(true, true),
      }),
      { cookies: UUID },
    );
    await checkRecognised(env);
    await submitWirelessNumber('2145550123');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: ENDPOINTS.consentSetFocus,
      body: { ctn: '2145550123' },
    });
    expect($numberModal.get()).toBe('closed');
    expect($isRecogStateOn.get()).toBe(true);
  });

  it.each([
    ['not recognised', consent(true, false), 'invalid'],
    ['refused', { status: 400, body: { error: 'bad ctn' } }, 'invalid'],
    ['down', { status: 503, body: {} }, 'failed'],
  ])('a number that is %s keeps the dialog open (%s)', async (_name, answer, status) => {
    const { env, calls } = fakeEnv(
      answers({
        [`GET ${ENDPOINTS.consent}`]: consent(true, false),
        [`POST ${ENDPOINTS.consentSetFocus}`]: answer,
      }),
      { cookies: UUID },
    );
    await checkRecognised(env);
    const before = calls.length;
    await submitWirelessNumber('2145550123');
    expect($numberModal.get()).toBe(status);
    // The visitor is answering the question: no second consent-provided call.
    expect(calls.slice(before).map((call) => call.path)).toEqual([ENDPOINTS.consentSetFocus]);
  });

  it('closing it closes it; Not you? forgets the device', async () => {
    const { env } = fakeEnv(answers(), { cookies: UUID });
    await checkRecognised(env);
    closeNumberModal();
    expect($numberModal.get()).toBe('closed');
    forgetRecognisedDevice();
    expect($isRecogStateOn.get()).toBe(false);
    expect(env.cookies.read()[COOKIE.recognisedDevice]).toBeUndefined();
  });
});
