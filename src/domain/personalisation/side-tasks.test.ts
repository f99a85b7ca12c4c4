import { describe, expect, it } from 'vitest';
import { twoFactorCheckNeeded, wantsCheckLite } from './side-tasks.ts';

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

describe('wantsCheckLite', () => {
  it.each<[string, Parameters<typeof wantsCheckLite>[0], boolean]>([
    [
      'switch on, signed in, account',
      { switchFlag: 'true', signedIn: true, accountNumber: '287000111' },
      true,
    ],
    ["switch 'TRUE'", { switchFlag: 'TRUE', signedIn: true, accountNumber: '287000111' }, true],
    ['switch off', { switchFlag: 'false', signedIn: true, accountNumber: '287000111' }, false],
    [
      'switch missing',
      { switchFlag: undefined, signedIn: true, accountNumber: '287000111' },
      false,
    ],
    ['not signed in', { switchFlag: 'true', signedIn: false, accountNumber: '287000111' }, false],
    [
      'no account in focus',
      { switchFlag: 'true', signedIn: true, accountNumber: undefined },
      false,
    ],
    ['empty account number', { switchFlag: 'true', signedIn: true, accountNumber: '' }, false],
  ])('%s → %s', (_name, input, wanted) => {
    expect(wantsCheckLite(input)).toBe(wanted);
  });
});
