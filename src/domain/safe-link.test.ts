import { describe, expect, it } from 'vitest';
import { safeLinkUrl, safeMediaUrl } from './safe-link.ts';
import { HOSTILE_URLS, SAFE_URLS } from '../../tests/support/hostile-urls.ts';

describe('safeLinkUrl', () => {
  it('the corpus holds at least 30 hostile links', () => {
    expect(HOSTILE_URLS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_URLS.map((url) => [url]))('drops %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });

  it.each(SAFE_URLS.map((url) => [url]))('keeps %j', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([
    ['  /wireless  ', '/wireless'],
    ['https://www.example.com/a\nb', 'https://www.example.com/ab'],
    [undefined, undefined],
    ['', undefined],
  ])('%j → %j', (input, output) => {
    expect(safeLinkUrl(input)).toBe(output);
  });
});

describe('safeMediaUrl: the link rule without mailto: and tel:', () => {
  it.each([
    ['https://cdn.example/a.mp4', 'https://cdn.example/a.mp4'],
    [' /media/a.mpd ', '/media/a.mpd'],
    ['mailto:a@example.com', undefined],
    ['TEL:+15551234', undefined],
    ['javascript:alert(1)', undefined],
    [undefined, undefined],
  ])('%j → %j', (input, output) => {
    expect(safeMediaUrl(input)).toBe(output);
  });
});
