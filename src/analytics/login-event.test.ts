import { describe, expect, it, vi } from 'vitest';
import { createPusher } from './data-layer.ts';
import { COOKIE, REPORT_LOGS_KEY } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { reportLoginEvent } from './login-event.ts';
import { fakeEnv } from '../../tests/support/personalisation-env.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const HOUR = 3_600_000;
// Signed in a minute ago: the cookie's timestamp is login time + 1 h.
const LOGIN_STATE = `user42:${NOW - 60_000 + HOUR}`;

const answers = {
  [`GET ${ENDPOINTS.userServices}`]: {
    body: {
      content: { reportingAccounts: [{ type: 'wireless', accountNumber: '287', isSMB: false }] },
    },
  },
  [`GET ${ENDPOINTS.loginAnalytics.staging}`]: {
    body: { userid: 'user42', client_id: 'c1', trid: 't1', flowcode: 'f1' },
  },
};

function layer() {
  const host: { dataLayer: unknown[] } = { dataLayer: [] };
  return { host, pusher: createPusher(() => host) };
}

describe('reportLoginEvent', () => {
  it('eligible: one login-submit with the accounts and ids, then never again', async () => {
    const { env, calls } = fakeEnv(answers, {
      cookies: { [COOKIE.loginState]: LOGIN_STATE },
      now: NOW,
    });
    const { host, pusher } = layer();
    expect(await reportLoginEvent(env, pusher)).toBe(true);
    expect(host.dataLayer).toEqual([
      {
        event: 'login-submit',
        consentState: 'unchecked',
        recognised: false,
        authenticated: false,
        userId: 'user42',
        clientId: 'c1',
        transactionId: 't1',
        flowCode: 'f1',
        reportingAccounts: 'wireless:287:consumer',
      },
    ]);
    expect(calls.map((call) => call.path).sort()).toEqual(
      [ENDPOINTS.userServices, ENDPOINTS.loginAnalytics.staging].sort(),
    );
    expect(env.cookies.read()[COOKIE.loginReported]).toBe(LOGIN_STATE);
    expect(await reportLoginEvent(env, pusher)).toBe(false);
    expect(host.dataLayer).toHaveLength(1);
  });

  it('production environments use the production analytics service', async () => {
    const { env, calls } = fakeEnv(answers, {
      cookies: { [COOKIE.loginState]: LOGIN_STATE },
      now: NOW,
      config: { productionLike: true },
    });
    await reportLoginEvent(env, layer().pusher);
    expect(calls.map((call) => call.path)).toContain(ENDPOINTS.loginAnalytics.production);
  });

  it('both calls failing: the event still fires, with empty data', async () => {
    const { env } = fakeEnv({}, { cookies: { [COOKIE.loginState]: LOGIN_STATE }, now: NOW });
    const { host, pusher } = layer();
    expect(await reportLoginEvent(env, pusher)).toBe(true);
    expect(host.dataLayer).toEqual([
      expect.objectContaining({ event: 'login-submit', reportingAccounts: '' }),
    ]);
    expect((host.dataLayer[0] as { userId?: string }).userId).toBeUndefined();
  });

  it.each([
    ['no login state', {}, {}, {}],
    [
      'reporting switched off in session storage',
      { [COOKIE.loginState]: LOGIN_STATE },
      { [REPORT_LOGS_KEY]: 'OFF' },
      {},
    ],
    ['the flag on', { [COOKIE.loginState]: LOGIN_STATE }, {}, { loginReportingDisable: 'true' }],
    [
      'an accessDomain cookie',
      { [COOKIE.loginState]: LOGIN_STATE, [COOKIE.accessDomain]: 'x' },
      {},
      {},
    ],
  ])('%s: nothing is called or sent', async (_name, cookies, session, flags) => {
    const { env, calls } = fakeEnv(answers, {
      cookies,
      sessionStorage: session,
      now: NOW,
      config: { flags },
    });
    const { host, pusher } = layer();
    expect(await reportLoginEvent(env, pusher)).toBe(false);
    expect(calls).toEqual([]);
    expect(host.dataLayer).toEqual([]);
  });

  it('entry more than 5 minutes after login: not reported', async () => {
    vi.useFakeTimers();
    const loginTime = NOW - 5 * 60_000 - 1_000;
    const { env } = fakeEnv(answers, {
      cookies: { [COOKIE.loginState]: `user42:${loginTime + HOUR}` },
      now: NOW,
    });
    expect(await reportLoginEvent(env, layer().pusher)).toBe(false);
    vi.useRealTimers();
  });
});
