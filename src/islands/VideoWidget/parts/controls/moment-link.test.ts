import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultOrigin } from '../../../../video/model/hosts.ts';
import { isPageAt, momentUrl, watchPageHref } from './moment-link.ts';

afterEach(() => setDefaultOrigin(''));

describe('momentUrl: the watch page at the whole second', () => {
  it.each([
    [
      '9100003',
      75,
      'en',
      'https://support.example/wireless',
      'https://support.example/support/videos/9100003?t=75',
    ],
    [
      '9100003',
      75.9,
      'en',
      'https://support.example/x',
      'https://support.example/support/videos/9100003?t=75',
    ],
    [
      '9100003',
      0.4,
      'en',
      'https://support.example/x',
      'https://support.example/support/videos/9100003',
    ],
    [
      '9100003',
      75,
      'es',
      'https://support.example/es/x',
      'https://support.example/es/support/videos/9100003?t=75',
    ],
    [
      '5001039',
      3,
      undefined,
      'http://localhost:4301/support/videos/5001039?t=9',
      'http://localhost:4301/support/videos/5001039?t=3',
    ],
  ] as const)('%s at %d (%s) from %s → %s', (id, seconds, locale, base, expected) => {
    expect(momentUrl(id, seconds, locale, base)).toBe(expected);
  });

  it("an embed on another site copies the support site's address, not the host page's", () => {
    setDefaultOrigin('https://support.example/');
    expect(momentUrl('9100003', 75, 'en', 'https://elsewhere.example/blog/post')).toBe(
      'https://support.example/support/videos/9100003?t=75',
    );
    expect(watchPageHref('9100003', 'es')).toBe(
      'https://support.example/es/support/videos/9100003',
    );
  });

  it('links root-relative on the site itself', () => {
    expect(watchPageHref('9100003', undefined)).toBe('/support/videos/9100003');
  });
});

describe('isPageAt: the player is on the page it would link to', () => {
  it.each([
    ['/support/videos/9100003', 'https://s.example/support/videos/9100003', true],
    ['/support/videos/9100003', 'https://s.example/support/videos/9100003?t=75#x', true],
    ['/support/videos/9100003', 'https://s.example/wireless', false],
    ['/support/videos/9100003', 'https://s.example/es/support/videos/9100003', false],
    [
      'https://s.example/support/videos/9100003',
      'https://elsewhere.example/support/videos/9100003',
      false,
    ],
  ])('%s from %s: %s', (href, page, expected) => {
    expect(isPageAt(href, page)).toBe(expected);
  });
});
