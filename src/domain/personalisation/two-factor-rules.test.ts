import { describe, expect, it } from 'vitest';
import { requiresSecondFactor, twoFactorCheckNeeded, twoFactorTarget } from './two-factor-rules.ts';

describe('twoFactorCheckNeeded', () => {
  it.each([
    [{ disableFlag: 'false', url: '/2fa' }, true],
    [{ disableFlag: undefined, url: '/2fa' }, true],
    [{ disableFlag: 'TRUE', url: '/2fa' }, false],
    [{ disableFlag: 'false', url: '' }, false],
    [{ disableFlag: 'false', url: 'null' }, false],
    [{ disableFlag: 'false', url: undefined }, false],
  ])('%j → %s', (input, expected) => {
    expect(twoFactorCheckNeeded(input)).toBe(expected);
  });
});

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
