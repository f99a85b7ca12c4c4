import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { setLogSink, type LogLevel } from '../domain/log.ts';
import { checkSecondFactor } from './two-factor.ts';
import { fakeEnv, type FakeAnswer } from '../../tests/support/personalisation-env.ts';

const ON = { twoFactorDisable: 'false', twoFactorUrl: '/acctmgmt/2fa' };

function run(status: FakeAnswer, flags: Record<string, string> = ON, origins: string[] = []) {
  return fakeEnv(
    { [`GET ${ENDPOINTS.twoFactorStatus}`]: status },
    { config: { flags, twoFactorOrigins: origins } },
  );
}

let lines: { level: LogLevel; source: string; message: string }[] = [];
let restoreSink = () => {};
beforeEach(() => {
  lines = [];
  restoreSink = setLogSink((level, source, message) => lines.push({ level, source, message }));
});
afterEach(() => restoreSink());

describe('checkSecondFactor', () => {
  it('309: the browser goes to the two-factor page, naming the test mechanism off production', async () => {
    const { env, navigator } = run({ status: 309 });
    const page = 'http://site.test/acctmgmt/2fa?mechanismId=idp-support-wireless-2fa-test';
    expect(await checkSecondFactor(env)).toBe(page);
    expect(navigator.assign).toHaveBeenCalledWith(page);
    // Not the sign-in redirect every other 309 gets.
    expect(navigator.assign).toHaveBeenCalledOnce();
  });

  it('309 on a production-like host: the production mechanism', async () => {
    const { env } = fakeEnv(
      { [`GET ${ENDPOINTS.twoFactorStatus}`]: { status: 309 } },
      { config: { flags: ON, twoFactorOrigins: [], productionLike: true } },
    );
    expect(await checkSecondFactor(env)).toBe(
      'http://site.test/acctmgmt/2fa?mechanismId=idp-support-wireless-2fa',
    );
  });

  it.each([200, 204, 401, 500])('%s: the page continues', async (status) => {
    const { env, navigator } = run({ status, body: {} });
    expect(await checkSecondFactor(env)).toBeUndefined();
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(navigator.replace).not.toHaveBeenCalled();
  });

  it('200: nothing to log', async () => {
    const { env } = run({ status: 200, body: {} });
    await checkSecondFactor(env);
    expect(lines).toEqual([]);
  });

  // Spec §8: a 309 redirects; any other failure is logged and the page continues.
  it.each([401, 403, 500, 503])('%s: the failure is logged, once', async (status) => {
    const { env } = run({ status, body: {} });
    await checkSecondFactor(env);
    expect(lines).toEqual([
      {
        level: 'warn',
        source: 'two-factor',
        message: `auth status failed (status ${status}); the page continues`,
      },
    ]);
  });

  it('a call that never answers is logged by its kind', async () => {
    const { env } = fakeEnv(
      {
        [`GET ${ENDPOINTS.twoFactorStatus}`]: () => {
          throw new TypeError('fetch failed');
        },
      },
      { config: { flags: ON, twoFactorOrigins: [] } },
    );
    expect(await checkSecondFactor(env)).toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'warn',
        source: 'two-factor',
        message: 'auth status failed (network); the page continues',
      },
    ]);
  });

  it('309 is not a failure to log: the browser goes on', async () => {
    const { env } = run({ status: 309 });
    await checkSecondFactor(env);
    expect(lines).toEqual([]);
  });

  it.each([
    ['disabled', { twoFactorDisable: 'TRUE', twoFactorUrl: '/acctmgmt/2fa' }],
    ['no address', { twoFactorDisable: 'false', twoFactorUrl: '' }],
    ['no flags', {}],
  ])('%s: no call', async (_name, flags) => {
    const { env, calls } = run({ status: 309 }, flags);
    expect(await checkSecondFactor(env)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('an address on the identity host the page names needs no listing', async () => {
    const flags = { twoFactorDisable: 'false', twoFactorUrl: 'https://signin.example/2fa' };
    const { env } = fakeEnv(
      { [`GET ${ENDPOINTS.twoFactorStatus}`]: { status: 309 } },
      { config: { flags, twoFactorOrigins: [], signInHost: 'signin.example' } },
    );
    expect(await checkSecondFactor(env)).toBe(
      'https://signin.example/2fa?mechanismId=idp-support-wireless-2fa-test',
    );
  });

  it('a foreign address is refused unless allow-listed', async () => {
    const flags = { twoFactorDisable: 'false', twoFactorUrl: 'https://id.example/2fa' };
    const refused = run({ status: 309 }, flags);
    expect(await checkSecondFactor(refused.env)).toBeUndefined();
    expect(refused.calls).toEqual([]);
    const allowed = run({ status: 309 }, flags, ['https://id.example']);
    expect(await checkSecondFactor(allowed.env)).toBe(
      'https://id.example/2fa?mechanismId=idp-support-wireless-2fa-test',
    );
  });
});
