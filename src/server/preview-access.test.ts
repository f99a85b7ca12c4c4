import { describe, expect, it } from 'vitest';
import { enterPreview, exitPreview, tokenMatches, type PreviewSettings } from './preview-access.ts';
import { PREVIEW_PATHS } from './preview-paths.ts';
import { verifyPreviewCookie } from './preview-cookie.ts';

const SECRET = 'preview-secret-0123456789';
const NOW = new Date('2026-03-01T10:00:00Z');
const on: PreviewSettings = { secret: SECRET, secure: false };
const enter = (query: string, settings: PreviewSettings = on) =>
  enterPreview(new URLSearchParams(query), settings, NOW);

describe('enterPreview', () => {
  it.each(PREVIEW_PATHS)('previews %s with the right token', (path) => {
    const answer = enter(`path=${encodeURIComponent(path)}&token=${SECRET}`);
    expect(answer).toMatchObject({ kind: 'redirect', location: path });
    const value =
      answer.kind === 'redirect' ? /site_preview=([^;]+)/.exec(answer.setCookie)?.[1] : '';
    expect(verifyPreviewCookie(value, SECRET, NOW)).toBeDefined();
  });

  it.each([
    [
      'previews off (no secret)',
      `path=/wireless&token=${SECRET}`,
      404,
      { secret: undefined, secure: false },
    ],
    ['a wrong token', 'path=/wireless&token=not-the-secret', 401, on],
    ['a missing token', 'path=/wireless', 401, on],
    ['an empty token', 'path=/wireless&token=', 401, on],
    ['a missing path', `token=${SECRET}`, 400, on],
    ['an off-site address', `path=https://evil.example/&token=${SECRET}`, 400, on],
    ['a protocol-relative address', `path=//evil.example/wireless&token=${SECRET}`, 400, on],
    ['a backslash trick', `path=/\\evil.example&token=${SECRET}`, 400, on],
    ['a javascript: address', `path=javascript:alert(1)&token=${SECRET}`, 400, on],
    ['an encoded off-site address', `path=%2F%2Fevil.example&token=${SECRET}`, 400, on],
    ['a path the site does not preview', `path=/acctmgmt/signin&token=${SECRET}`, 400, on],
    ['a landing page with a query', `path=/wireless?next=//evil.example&token=${SECRET}`, 400, on],
    ['a landing page with a trailing slash', `path=/wireless/&token=${SECRET}`, 400, on],
    ['a dot segment', `path=/es/../wireless&token=${SECRET}`, 400, on],
  ])('refuses %s with %i and no redirect', (_name, query, status, settings) => {
    expect(enter(query, settings)).toMatchObject({ kind: 'refused', status });
  });

  it('marks the cookie Secure on an https site', () => {
    const answer = enter(`path=/wireless&token=${SECRET}`, { secret: SECRET, secure: true });
    expect(answer.kind === 'redirect' && answer.setCookie).toMatch(/; Secure$/);
  });
});

describe('exitPreview', () => {
  it.each([
    ['a landing page', 'path=/es/smallbusiness/wireless', '/es/smallbusiness/wireless'],
    ['no page', '', '/wireless'],
    ['an off-site address', 'path=https://evil.example/', '/wireless'],
    ['a protocol-relative address', 'path=//evil.example', '/wireless'],
  ])('clears the cookie and lands on the site after %s', (_name, query, location) => {
    expect(exitPreview(new URLSearchParams(query), false)).toEqual({
      kind: 'redirect',
      location,
      setCookie: 'site_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    });
  });
});

describe('tokenMatches', () => {
  it.each([
    [SECRET, true],
    [`${SECRET}x`, false],
    [SECRET.slice(0, -1), false],
    ['', false],
    [null, false],
  ])('%s', (token, matches) => {
    expect(tokenMatches(token, SECRET)).toBe(matches);
  });
});
