import { describe, expect, it } from 'vitest';
import { cacheControlFor, PRIVATE_NO_STORE } from './cache-policy.ts';

const shareable = { maxAge: 60, staleWhileRevalidate: 600 };

describe('cacheControlFor', () => {
  it.each([
    [
      { personal: false, setsCookie: false, shareable },
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    ],
    [{ personal: false, setsCookie: false, shareable, degraded: true }, 'no-store'],
    [{ personal: true, setsCookie: false, shareable, degraded: true }, PRIVATE_NO_STORE],
    [{ personal: true, setsCookie: false, shareable }, PRIVATE_NO_STORE],
    [{ personal: false, setsCookie: true, shareable }, PRIVATE_NO_STORE],
    [{ personal: true, setsCookie: false, shareable: undefined }, PRIVATE_NO_STORE],
    [{ personal: false, setsCookie: false, shareable: undefined }, undefined],
    [{ personal: false, setsCookie: false, shareable, preview: true }, PRIVATE_NO_STORE],
    [{ personal: false, setsCookie: false, shareable: undefined, preview: true }, PRIVATE_NO_STORE],
    [
      { personal: false, setsCookie: false, shareable, degraded: true, preview: true },
      PRIVATE_NO_STORE,
    ],
  ])('%j gives %s', (input, expected) => {
    expect(cacheControlFor(input)).toBe(expected);
  });
});
