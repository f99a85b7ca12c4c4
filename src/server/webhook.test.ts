import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignedCall, signWebhook, verifyWebhook, type WebhookHeaders } from './webhook.ts';
import { ReplayStore } from './webhook-replay.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER = 'whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCBrZXkhIQ==';
const NOW = new Date('2026-03-01T10:00:00Z');
const BODY = '{"tags":["feed:content"]}';
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const signed = (
  overrides: Partial<WebhookHeaders> = {},
  at = NOW,
  secret = SECRET,
  body = BODY,
) => ({
  ...signWebhook(secret, 'msg_1', body, at),
  ...overrides,
});

// The library reads the clock itself: it is set to NOW for every case.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('verifyWebhook', () => {
  it.each([
    ['a good signature', signed(), BODY, { ok: true, id: 'msg_1' }],
    ['signed four minutes ago', signed({}, minutes(-4)), BODY, { ok: true }],
    [
      'the wrong secret',
      signed({}, NOW, OTHER),
      BODY,
      { ok: false, reason: 'signature', status: 401 },
    ],
    [
      'a body changed after signing',
      signed(),
      '{"tags":["feed:flags"]}',
      { ok: false, reason: 'signature', status: 401 },
    ],
    [
      'another id than signed',
      signed({ 'webhook-id': 'msg_2' }),
      BODY,
      { ok: false, reason: 'signature', status: 401 },
    ],
    [
      'a garbage signature',
      signed({ 'webhook-signature': 'v1,AAAA' }),
      BODY,
      { ok: false, reason: 'signature', status: 401 },
    ],
    [
      'a stale timestamp (six minutes old)',
      signed({}, minutes(-6)),
      BODY,
      { ok: false, reason: 'timestamp', status: 401 },
    ],
    [
      'a timestamp six minutes ahead',
      signed({}, minutes(6)),
      BODY,
      { ok: false, reason: 'timestamp', status: 401 },
    ],
    [
      'a timestamp that is no number',
      signed({ 'webhook-timestamp': 'soon' }),
      BODY,
      { ok: false, reason: 'timestamp', status: 401 },
    ],
    [
      'no signature',
      signed({ 'webhook-signature': undefined }),
      BODY,
      { ok: false, reason: 'headers', status: 401 },
    ],
    [
      'no id',
      signed({ 'webhook-id': undefined }),
      BODY,
      { ok: false, reason: 'headers', status: 401 },
    ],
  ])('%s', (_name, headers, body, verdict) => {
    expect(verifyWebhook(headers, body, SECRET, new ReplayStore(), NOW)).toMatchObject(verdict);
  });

  it('refuses a replayed id with 409 while it is in the window, even with a fresh signature', () => {
    const replay = new ReplayStore();
    expect(verifyWebhook(signed(), BODY, SECRET, replay, NOW)).toMatchObject({ ok: true });
    expect(verifyWebhook(signed(), BODY, SECRET, replay, minutes(1))).toMatchObject({
      ok: false,
      reason: 'replay',
      status: 409,
    });
    // The sender re-signed the same id a minute later: still the same message.
    expect(verifyWebhook(signed({}, minutes(1)), BODY, SECRET, replay, minutes(1))).toMatchObject({
      reason: 'replay',
    });
  });

  it('does not remember an id whose signature failed', () => {
    const replay = new ReplayStore();
    verifyWebhook(signed({}, NOW, OTHER), BODY, SECRET, replay, NOW);
    expect(replay.size).toBe(0);
    expect(verifyWebhook(signed(), BODY, SECRET, replay, NOW)).toMatchObject({ ok: true });
  });
});

describe('isSignedCall', () => {
  it.each([
    [{}, false],
    [{ 'webhook-id': 'x' }, true],
    [{ 'webhook-signature': 'v1,x' }, true],
  ])('%j: %s', (headers, expected) => {
    expect(isSignedCall(headers)).toBe(expected);
  });
});
