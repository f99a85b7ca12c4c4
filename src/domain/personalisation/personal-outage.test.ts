import { describe, expect, it } from 'vitest';
import { personalOutageShown, wantsCheckLite } from './personal-outage.ts';

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

describe('personalOutageShown', () => {
  it.each<[string | number | undefined, boolean]>([
    [1, true],
    ['1', true],
    [' 1 ', true],
    [0, false],
    [2, false],
    ['2', false],
    ['11', false],
    ['issue', false],
    [undefined, false],
  ])('status %j → %s', (status, shown) => {
    expect(personalOutageShown(status)).toBe(shown);
  });
});
