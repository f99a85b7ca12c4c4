import { describe, expect, it } from 'vitest';
import { parsePageHeaders } from '../../../scripts/page-headers.ts';

describe('parsePageHeaders', () => {
  it.each([
    [
      "Astro's file: a page's headers by its path",
      [
        {
          pathname: '/gallery',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
        },
      ],
      { '/gallery': { 'content-security-policy': "default-src 'self'" } },
    ],
    [
      'a trailing slash is dropped, the index kept',
      [
        { pathname: '/smallbusiness/wireless/', headers: [{ key: 'X', value: '1' }] },
        { pathname: '/', headers: [{ key: 'Y', value: '2' }] },
      ],
      { '/smallbusiness/wireless': { x: '1' }, '/': { y: '2' } },
    ],
    [
      'malformed entries are left out',
      [
        { pathname: 1, headers: [] },
        { pathname: '/a', headers: [{ key: 'ok', value: 2 }, null] },
        null,
      ],
      { '/a': {} },
    ],
    ['not a list', { pathname: '/a' }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(Object.fromEntries(parsePageHeaders(raw))).toEqual(expected);
  });
});
