import { describe, expect, it } from 'vitest';
import { personalOutageShown } from './personal-outage.ts';

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
