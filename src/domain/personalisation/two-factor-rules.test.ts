import { describe, expect, it } from 'vitest';
import {
  requiresSecondFactor,
  twoFactorMechanism,
  twoFactorOrigins,
  twoFactorTarget,
  withMechanism,
} from './two-factor-rules.ts';

describe('twoFactorTarget', () => {
  const site = { origin: 'https://www.example.com', allowedOrigins: ['https://id.example.com'] };
  it.each([
    ['/acctmgmt/2fa', 'https://www.example.com/acctmgmt/2fa'],
    ['https://www.example.com/2fa?x=1', 'https://www.example.com/2fa?x=1'],
    ['https://id.example.com/verify', 'https://id.example.com/verify'],
    ['https://evil.example/verify', undefined],
    ['//evil.example/verify', undefined],
    ['javascript:alert(1)', undefined],
    ['http://id.example.com/verify', undefined],
  ])('%j → %j', (url, target) => {
    expect(twoFactorTarget(url, site)).toBe(target);
  });
});

describe('requiresSecondFactor', () => {
  it.each([
    [{ status: 309 }, true],
    [{ status: 200 }, false],
    [{ status: 401 }, false],
    [{ error: new Error('Request failed with status 309') }, true],
    [{ error: 'HTTP 309' }, true],
    [{ error: { kind: 'status', status: 309 } }, true],
    [{ error: new Error('Request failed with status 3090') }, false],
    [{ error: { kind: 'network' } }, false],
    [{}, false],
  ])('%j → %s', (result, expected) => {
    expect(requiresSecondFactor(result)).toBe(expected);
  });
});

describe('twoFactorOrigins', () => {
  it.each<[string | undefined, string[], string[]]>([
    [undefined, [], []],
    ['signin.example.com', [], ['https://signin.example.com']],
    ['SignIn.Example.com:8443', [], ['https://signin.example.com:8443']],
    [
      'signin.example.com',
      ['https://2fa.example.net'],
      ['https://signin.example.com', 'https://2fa.example.net'],
    ],
    ['signin.example.com', ['https://signin.example.com'], ['https://signin.example.com']],
    [undefined, ['https://2fa.example.net'], ['https://2fa.example.net']],
  ])('identity host %j and listed %j → %j', (host, listed, origins) => {
    expect(twoFactorOrigins(host, listed)).toEqual(origins);
  });

  it('lets a two-factor page on the identity host through, and still refuses another site', () => {
    const site = {
      origin: 'https://www.example.com',
      allowedOrigins: twoFactorOrigins('signin.example.com', []),
    };
    expect(twoFactorTarget('https://signin.example.com/2fa?x=1', site)).toBe(
      'https://signin.example.com/2fa?x=1',
    );
    expect(twoFactorTarget('http://signin.example.com/2fa', site)).toBeUndefined();
    expect(twoFactorTarget('https://evil.example.net/2fa', site)).toBeUndefined();
  });
});

describe('the two-factor mechanism', () => {
  it.each([
    [true, 'idp-support-wireless-2fa'],
    [false, 'idp-support-wireless-2fa-test'],
  ])('production-like %s → %s', (productionLike, id) => {
    expect(twoFactorMechanism(productionLike)).toBe(id);
  });

  it.each([
    ['https://signin.example.com/2fa', 'https://signin.example.com/2fa?mechanismId=m'],
    [
      'https://signin.example.com/2fa?step=up',
      'https://signin.example.com/2fa?step=up&mechanismId=m',
    ],
    [
      'https://signin.example.com/2fa?mechanismId=other',
      'https://signin.example.com/2fa?mechanismId=m',
    ],
  ])('%s → %s', (target, expected) => {
    expect(withMechanism(target, 'm')).toBe(expected);
  });
});
