import { describe, expect, it } from 'vitest';
import { resolveTextOptions, TEXT_DEFAULTS } from './text-options.ts';

describe('resolveTextOptions', () => {
  it.each([
    {
      name: 'all defaults',
      input: {},
      expected: { ...TEXT_DEFAULTS, color: undefined, margin: undefined, bulletType: undefined },
    },
    {
      name: 'accepts allowed values',
      input: {
        size: 'type-xxs',
        wrapper: 'span',
        font: 'bold-italic',
        lineHeight: 'tight',
        color: 'cobalt-600',
        margin: '0 0 24px',
        bulletType: 'checkmark',
      },
      expected: {
        size: 'type-xxs',
        wrapper: 'span',
        font: 'bold-italic',
        lineHeight: 'tight',
        color: 'cobalt-600',
        margin: '0 0 24px',
        bulletType: 'checkmark',
      },
    },
    {
      name: 'ignores an unknown size',
      input: { size: 'type-huge' },
      expected: { size: 'type-base' },
    },
    {
      name: 'ignores a size in the wrong case',
      input: { size: 'TYPE-LG' },
      expected: { size: 'type-base' },
    },
    {
      name: 'ignores an unknown wrapper (no script tags)',
      input: { wrapper: 'script' },
      expected: { wrapper: 'p' },
    },
    { name: 'ignores an h1 wrapper', input: { wrapper: 'h1' }, expected: { wrapper: 'p' } },
    { name: 'ignores an unknown font', input: { font: 'comic' }, expected: { font: 'regular' } },
    {
      name: 'ignores an unknown line height',
      input: { lineHeight: 'double' },
      expected: { lineHeight: 'normal' },
    },
    {
      name: 'ignores non-string values',
      input: { size: 3, wrapper: null, font: true },
      expected: { size: 'type-base', wrapper: 'p', font: 'regular' },
    },
    {
      name: 'ignores an unknown colour',
      input: { color: 'hotpink' },
      expected: { color: undefined },
    },
    {
      name: 'ignores margin that is not lengths',
      input: { margin: '0; background: url(x)' },
      expected: { margin: undefined },
    },
    {
      name: 'accepts four margin lengths',
      input: { margin: '8px 1rem 0 auto' },
      expected: { margin: '8px 1rem 0 auto' },
    },
    {
      name: 'ignores five margin lengths',
      input: { margin: '1px 1px 1px 1px 1px' },
      expected: { margin: undefined },
    },
    {
      name: 'ignores an unknown bullet',
      input: { bulletType: 'star' },
      expected: { bulletType: undefined },
    },
  ])('$name', ({ input, expected }) => {
    expect(resolveTextOptions(input)).toMatchObject(expected);
  });
});
