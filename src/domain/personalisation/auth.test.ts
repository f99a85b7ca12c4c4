import { describe, expect, it } from 'vitest';
import { COOKIE } from './cookie-names.ts';
import { hasSignInCookies, isAuthenticatedState } from './auth.ts';

describe('hasSignInCookies', () => {
  it.each([
    [{}, false],
    [{ [COOKIE.authState]: 'Authenticated' }, true],
    [{ [COOKIE.authState]: 'anything' }, true],
    [{ [COOKIE.authState]: '' }, false],
    [{ [COOKIE.session]: 'sess-Auth-9' }, true],
    [{ [COOKIE.session]: 'sess-auth-9' }, false],
    [{ [COOKIE.session]: 'guest' }, false],
    [{ [COOKIE.uuid]: '123' }, false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasSignInCookies(cookies)).toBe(expected);
  });
});

describe('isAuthenticatedState', () => {
  it.each([
    ['Authenticated', true],
    ['authenticated', false],
    ['Unauthenticated', false],
    [undefined, false],
    [true, false],
  ])('%j → %s', (state, expected) => {
    expect(isAuthenticatedState(state)).toBe(expected);
  });
});
