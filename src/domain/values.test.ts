import { describe, expect, it } from 'vitest';
import { isMissing, isTrue, presentText } from './values.ts';

describe('value rules', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['null', true],
    ['undefined', true],
    ['0', false],
    [0, false],
    [false, false],
    ['text', false],
    ['NULL', false],
  ])('isMissing(%j) is %s', (value, missing) => {
    expect(isMissing(value)).toBe(missing);
  });

  it.each([
    [' Fix my Wireless ', 'Fix my Wireless'],
    ['null', undefined],
    [42, '42'],
    [Number.NaN, undefined],
    [{}, undefined],
  ])('presentText(%j) is %j', (value, text) => {
    expect(presentText(value)).toBe(text);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    [true, true],
    ['false', false],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('isTrue(%j) is %s', (value, result) => {
    expect(isTrue(value)).toBe(result);
  });
});
