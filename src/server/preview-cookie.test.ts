import { describe, expect, it } from 'vitest';
import {
  PREVIEW_COOKIE,
  clearPreviewCookie,
  previewCookieValue,
  previewSessionOf,
  previewSetCookie,
  signPreviewCookie,
  verifyPreviewCookie,
} from './preview-cookie.ts';

const SECRET = 'preview-secret-0123456789';
const ISSUED = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(ISSUED.getTime() + n * 60_000);
const good = signPreviewCookie(SECRET, ISSUED);

/** Replaces one part of a `v1.<issued>.<expires>.<mac>` value. */
const withPart = (index: number, value: string) =>
  good
    .split('.')
    .map((part, at) => (at === index ? value : part))
    .join('.');

describe('verifyPreviewCookie', () => {
  it.each([
    ['a good cookie, just issued', good, SECRET, ISSUED, true],
    ['a good cookie, 29 minutes on', good, SECRET, minutes(29), true],
    ['expired (30 minutes on)', good, SECRET, minutes(30), false],
    [
      'signed with another secret (forged)',
      signPreviewCookie('another-secret-0123456', ISSUED),
      SECRET,
      ISSUED,
      false,
    ],
    [
      'expiry moved a day on (tampered)',
      withPart(2, String(Math.floor(ISSUED.getTime() / 1000) + 86_400)),
      SECRET,
      minutes(40),
      false,
    ],
    [
      'issue time changed (tampered)',
      withPart(1, String(Math.floor(ISSUED.getTime() / 1000) - 1)),
      SECRET,
      ISSUED,
      false,
    ],
    ['mac flipped', withPart(3, `${good.split('.')[3]?.slice(0, -1)}A`), SECRET, ISSUED, false],
    ['another version', withPart(0, 'v2'), SECRET, ISSUED, false],
    ['empty', '', SECRET, ISSUED, false],
    ['garbage', 'preview=1', SECRET, ISSUED, false],
    ['no secret configured', good, undefined, ISSUED, false],
    ['issued in the future', signPreviewCookie(SECRET, minutes(10)), SECRET, ISSUED, false],
  ])('%s', (_name, value, secret, now, valid) => {
    const session = verifyPreviewCookie(value, secret, now);
    expect(session !== undefined).toBe(valid);
    if (valid) {
      expect(session).toEqual({ issuedAt: ISSUED, expiresAt: minutes(30) });
    }
  });
});

describe('previewCookieValue', () => {
  it.each([
    [`${PREVIEW_COOKIE}=abc`, 'abc'],
    [`a=1; ${PREVIEW_COOKIE}=abc; b=2`, 'abc'],
    [`x${PREVIEW_COOKIE}=abc`, undefined],
    ['a=1', undefined],
    [null, undefined],
  ])('%s', (header, value) => {
    expect(previewCookieValue(header)).toBe(value);
  });

  it('verifies the cookie among others', () => {
    expect(previewSessionOf(`a=1; ${PREVIEW_COOKIE}=${good}`, SECRET, ISSUED)).toBeDefined();
    expect(previewSessionOf(`a=1; ${PREVIEW_COOKIE}=${good}`, SECRET, minutes(31))).toBeUndefined();
  });
});

describe('the Set-Cookie headers', () => {
  it('starts a preview: HttpOnly, SameSite=Lax, Path=/, 30 minutes, Secure only on https', () => {
    expect(previewSetCookie('v', false)).toBe(
      `${PREVIEW_COOKIE}=v; Path=/; Max-Age=1800; HttpOnly; SameSite=Lax`,
    );
    expect(previewSetCookie('v', true)).toMatch(/; Secure$/);
  });

  it('ends one', () => {
    expect(clearPreviewCookie(true)).toBe(
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});
