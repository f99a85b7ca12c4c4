import { describe, expect, it } from 'vitest';
import { COOKIE } from './cookie-names.ts';
import { loginEventEligible, parseLoginState, type LoginEventInput } from './login-window.ts';

describe('parseLoginState', () => {
  it.each([
    ['user42:1795525140000', { userId: 'user42', expiresAt: 1795525140000 }],
    ['a:b:1000', { userId: 'a:b', expiresAt: 1000 }],
    [':1000', undefined],
    ['user42:', undefined],
    ['user42:12ab', undefined],
    ['user42', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseLoginState(value)).toEqual(expected);
  });
});

describe('loginEventEligible', () => {
  const LOGIN_TIME = Date.UTC(2026, 10, 24, 12, 0, 0);
  const STATE = `user42:${LOGIN_TIME + 3_600_000}`;
  const base: LoginEventInput = {
    cookies: { [COOKIE.loginState]: STATE },
    entryTime: LOGIN_TIME,
    hostname: 'www.example.com',
    signInHost: 'signin.example.com',
    reportLogs: null,
    reportingDisabled: false,
  };
  const at = (minutes: number, seconds: number) => LOGIN_TIME + (minutes * 60 + seconds) * 1000;

  it.each([
    ['right after login', {}, true],
    ['entered at 4:59', { entryTime: at(4, 59) }, true],
    ['entered at 5:00', { entryTime: at(5, 0) }, false],
    ['entered at 5:01', { entryTime: at(5, 1) }, false],
    ['no login-state cookie', { cookies: {} }, false],
    [
      'already reported for this state',
      { cookies: { [COOKIE.loginState]: STATE, [COOKIE.loginReported]: STATE } },
      false,
    ],
    [
      'reported for an older state',
      { cookies: { [COOKIE.loginState]: STATE, [COOKIE.loginReported]: 'user42:1' } },
      true,
    ],
    [
      'an accessDomain cookie',
      { cookies: { [COOKIE.loginState]: STATE, [COOKIE.accessDomain]: '' } },
      false,
    ],
    ['on the sign-in host', { hostname: 'signin.example.com' }, false],
    ['reportlogs off', { reportLogs: 'off' }, false],
    ['reportlogs OFF', { reportLogs: 'OFF' }, false],
    ['reportlogs on', { reportLogs: 'on' }, true],
    ['the disable flag on', { reportingDisabled: true }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(loginEventEligible({ ...base, ...change })).toBe(expected);
  });
});
