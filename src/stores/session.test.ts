// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { $devicesData } from './devices.ts';
import { $online } from './connection.ts';
import { $workflow } from './page.ts';
import {
  $account,
  $firstName,
  $hasBsseWireless,
  $isAuth,
  $isShowLoader,
  $isShowShimmer,
  $sessionPhase,
  $wlsBan,
  checkSignIn,
  LOADER_DELAY_MS,
  resetSession,
} from './session.ts';
import { fakeEnv } from '../../tests/support/personalisation-env.ts';

const SIGNED_IN = { [COOKIE.authState]: 'Authenticated' };
const ACCOUNT = {
  customerState: 'Authenticated',
  firstName: 'jORDAN',
  wirelessAccountDetails: [{ accountNumber: '287000111' }],
  bsseAccountDetails: [],
};
const DEVICES = { content: { devices: [{ ctn: '2145550123', name: 'Pixel 9' }] } };

const signedInAnswers = {
  [`GET ${ENDPOINTS.infocus}`]: { body: { content: { customerState: 'Authenticated' } } },
  [`POST ${ENDPOINTS.accountDetails}`]: { body: { content: ACCOUNT } },
  [`POST ${ENDPOINTS.devicesV1}`]: { body: DEVICES },
};

afterEach(() => {
  resetSession();
  $devicesData.set({});
  $workflow.set('off');
  cleanStores($firstName, $hasBsseWireless, $wlsBan);
  vi.useRealTimers();
});

describe('checkSignIn', () => {
  it('without a sign-in cookie: no call, the unauthenticated callback runs', async () => {
    const { env, calls } = fakeEnv(signedInAnswers);
    const onUnauthenticated = vi.fn();
    expect(await checkSignIn(env, onUnauthenticated)).toBe(false);
    expect(calls).toEqual([]);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect($sessionPhase.get()).toBe('anonymous');
  });

  it('signed in: stores the account, clears shimmer and loader, refreshes the devices', async () => {
    const { env, calls } = fakeEnv(signedInAnswers, { cookies: SIGNED_IN });
    const onUnauthenticated = vi.fn();
    expect(await checkSignIn(env, onUnauthenticated)).toBe(true);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect($isAuth.get()).toBe(true);
    expect($sessionPhase.get()).toBe('signed-in');
    expect($firstName.get()).toBe('Jordan');
    expect($wlsBan.get()).toBe('287000111');
    expect($isShowShimmer.get()).toBe(false);
    expect($isShowLoader.get()).toBe(false);
    expect($devicesData.get()).toEqual({ devices: DEVICES.content.devices });
    expect($workflow.get()).toBe('off');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${ENDPOINTS.infocus}`,
      `POST ${ENDPOINTS.accountDetails}`,
      `POST ${ENDPOINTS.devicesV1}`,
    ]);
  });

  it.each([
    ['bsse', 'bsse'],
    ['BSSE-TLG', 'bsse-tlg'],
  ])(
    'unified flag %s: the profile-details variant %s and get-devices v2',
    async (flag, variant) => {
      const { env, calls } = fakeEnv(
        {
          ...signedInAnswers,
          [`GET ${ENDPOINTS.profileDetails}`]: { body: { content: ACCOUNT } },
          [`POST ${ENDPOINTS.devicesV2}`]: { body: DEVICES },
        },
        { cookies: SIGNED_IN, config: { flags: { unified: flag } } },
      );
      await checkSignIn(env, vi.fn());
      const profile = calls.find((call) => call.path === ENDPOINTS.profileDetails);
      expect(new URLSearchParams(profile?.query).get('variant')).toBe(variant);
      const devices = calls.find((call) => call.path === ENDPOINTS.devicesV2);
      expect(devices?.body).toEqual({ wirelessAccNums: ['287000111'] });
    },
  );

  it('account failure after infocus said Authenticated: still signed in, no recognised check; loader and shimmer cleared, devices an empty object, the workflow visible', async () => {
    const { env, calls } = fakeEnv(
      { ...signedInAnswers, [`POST ${ENDPOINTS.accountDetails}`]: { status: 500, body: {} } },
      { cookies: SIGNED_IN },
    );
    $devicesData.set({ devices: [] });
    const onUnauthenticated = vi.fn();
    expect(await checkSignIn(env, onUnauthenticated)).toBe(true);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect($isAuth.get()).toBe(true);
    expect($account.get()).toBeUndefined();
    expect($sessionPhase.get()).toBe('failed');
    expect($isShowShimmer.get()).toBe(false);
    expect($isShowLoader.get()).toBe(false);
    expect($devicesData.get()).toEqual({});
    expect($workflow.get()).toBe('account-failed');
    // No account, so no get-devices call.
    expect(calls.map((call) => call.path)).not.toContain(ENDPOINTS.devicesV1);
  });

  it.each([
    ['infocus failing too', { status: 500, body: {} }],
    ['infocus not Authenticated', { body: { content: { customerState: 'Unauthenticated' } } }],
  ])(
    'account failure with %s: anonymous, the unauthenticated callback runs',
    async (_name, infocus) => {
      const { env } = fakeEnv(
        {
          ...signedInAnswers,
          [`GET ${ENDPOINTS.infocus}`]: infocus,
          [`POST ${ENDPOINTS.accountDetails}`]: { status: 500, body: {} },
        },
        { cookies: SIGNED_IN },
      );
      $devicesData.set({ devices: [] });
      const onUnauthenticated = vi.fn();
      expect(await checkSignIn(env, onUnauthenticated)).toBe(false);
      expect(onUnauthenticated).toHaveBeenCalledOnce();
      expect($isAuth.get()).toBe(false);
      expect($sessionPhase.get()).toBe('failed');
      expect($isShowShimmer.get()).toBe(false);
      expect($isShowLoader.get()).toBe(false);
      expect($devicesData.get()).toEqual({});
      expect($workflow.get()).toBe('account-failed');
    },
  );

  it('a customer state other than Authenticated is not signed in', async () => {
    const { env } = fakeEnv(
      {
        [`GET ${ENDPOINTS.infocus}`]: { body: { content: { customerState: 'Unauthenticated' } } },
        [`POST ${ENDPOINTS.accountDetails}`]: {
          body: { content: { ...ACCOUNT, customerState: 'Unauthenticated' } },
        },
      },
      { cookies: SIGNED_IN },
    );
    expect(await checkSignIn(env, vi.fn())).toBe(false);
    expect($isAuth.get()).toBe(false);
  });

  it('a 401 sends the visitor to the login page', async () => {
    const { env, navigator } = fakeEnv(
      { ...signedInAnswers, [`GET ${ENDPOINTS.infocus}`]: { status: 401 } },
      { cookies: SIGNED_IN },
    );
    await checkSignIn(env, vi.fn());
    expect(navigator.replace).toHaveBeenCalledWith('/acctmgmt/login');
  });

  it(`shows the loader only after ${LOADER_DELAY_MS} ms, and the shimmer at once`, async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { env } = fakeEnv(signedInAnswers, { cookies: SIGNED_IN });
    const slow = env.request;
    env.request = (async (...args: Parameters<typeof slow>) => {
      await gate;
      return slow(...args);
    }) as typeof slow;
    const done = checkSignIn(env, vi.fn());
    await vi.advanceTimersByTimeAsync(LOADER_DELAY_MS - 1);
    expect($isShowShimmer.get()).toBe(true);
    expect($isShowLoader.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect($isShowLoader.get()).toBe(true);
    release();
    await vi.runAllTimersAsync();
    await done;
    expect($isShowLoader.get()).toBe(false);
  });
});

describe('offline', () => {
  afterEach(() => $online.set(true));

  it('forgets the signed-in account and devices when the connection goes: the page is anonymous', async () => {
    const { env } = fakeEnv(signedInAnswers, { cookies: SIGNED_IN });
    await checkSignIn(env, vi.fn());
    expect($firstName.get()).toBe('Jordan');
    $online.set(false);
    expect($sessionPhase.get()).toBe('anonymous');
    expect($isAuth.get()).toBe(false);
    expect($firstName.get()).toBeUndefined();
    expect($devicesData.get()).toEqual({});
  });
});
