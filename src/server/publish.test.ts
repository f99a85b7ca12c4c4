import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  admitPublish,
  admitPublishCall,
  bearerMatches,
  confirmedCopies,
  parsePublishBody,
} from './publish.ts';
import { signWebhook } from './webhook.ts';
import { ReplayStore } from './webhook-replay.ts';
import { siteMetrics } from '../node/metrics.ts';
import { setLogSink } from '../domain/log.ts';

describe('bearerMatches', () => {
  const secret = 'correct-horse-battery-staple';
  it.each([
    [`Bearer ${secret}`, secret, true],
    [`bearer ${secret}`, secret, true],
    [`Bearer ${secret}x`, secret, false],
    ['Bearer short', secret, false],
    [secret, secret, false],
    [null, secret, false],
    [`Bearer ${secret}`, undefined, false],
  ])('%s against the secret: %s', (header, configured, ok) => {
    expect(bearerMatches(header, configured)).toBe(ok);
  });
});

describe('parsePublishBody', () => {
  it.each([
    [{ tags: ['feed:content'] }, true],
    [{ paths: ['/wireless'] }, true],
    [{ tags: ['feed:content'], paths: ['/smallbusiness/wireless'] }, true],
    [{}, false],
    [{ tags: [] }, false],
    [{ tags: ['bad tag!'] }, false],
    [{ paths: ['//evil.example/x'] }, false],
    [{ paths: ['wireless'] }, false],
    [{ tags: ['a'], extra: 1 }, false],
    ['tags', false],
    [null, false],
  ])('%j valid: %s', (body, ok) => {
    expect(parsePublishBody(body).ok).toBe(ok);
  });
});

describe('admitPublish: one admission for the site and the static build', () => {
  const secret = 'correct-horse-battery-staple';
  const call = (body: string, authorization: string | null = `Bearer ${secret}`) => ({
    authorization,
    body: new Request('http://site.test/api/publish', { method: 'POST', body }),
  });

  it.each([
    ['a wrong secret', call('{"tags":["feed:content"]}', 'Bearer nope'), 401, 'unauthorized'],
    ['no secret', call('{"tags":["feed:content"]}', null), 401, 'unauthorized'],
    ['a body that is not JSON', call('tags=feed:content'), 400, 'not json'],
    ['a body outside the contract', call('{"tags":[]}'), 400, 'bad request'],
    ['a body over 64 KiB', call(`{"tags":["${'a'.repeat(70_000)}"]}`), 413, 'too large'],
  ])('refuses %s', async (_name, request, status, reason) => {
    const admitted = await admitPublish(request, secret);
    expect(admitted).toMatchObject({ ok: false, status, reason });
  });

  it('a 413 closes the connection', async () => {
    const admitted = await admitPublish(call('x'.repeat(70_000)), secret);
    expect(admitted).toMatchObject({
      ok: false,
      error: 'Request body over 65536 bytes',
      headers: { connection: 'close' },
    });
  });

  it('admits the contract', async () => {
    expect(await admitPublish(call('{"paths":["/wireless"]}'), secret)).toEqual({
      ok: true,
      value: { paths: ['/wireless'] },
    });
  });

  it('without a configured secret nobody is admitted', async () => {
    expect(await admitPublish(call('{"tags":["a"]}', 'Bearer '), undefined)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('a bare webhook needs the secret, and any body within the limit', async () => {
    expect(await admitPublishCall(call('{"anything": true}'), secret)).toEqual({
      ok: true,
      value: '{"anything": true}',
    });
    expect(await admitPublishCall(call('', 'Bearer nope'), secret)).toMatchObject({ status: 401 });
  });

  it('admits a node:http request as it admits a fetch Request', async () => {
    const answers: unknown[] = [];
    const server = http.createServer((req, res) => {
      void admitPublish({ authorization: req.headers.authorization, body: req }, secret).then(
        (admitted) => {
          answers.push(admitted);
          res.writeHead(admitted.ok ? 200 : admitted.status, admitted.ok ? {} : admitted.headers);
          res.end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/publish`;
    try {
      const post = (body: string, authorization = `Bearer ${secret}`) =>
        fetch(url, { method: 'POST', headers: { authorization }, body }).then((r) => r.status);
      expect(await post('{"tags":["feed:content"]}')).toBe(200);
      expect(await post('{"tags":["feed:content"]}', 'Bearer nope')).toBe(401);
      expect(await post('{')).toBe(400);
      expect(answers[0]).toEqual({ ok: true, value: { tags: ['feed:content'] } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('admitPublish: signed calls (Standard Webhooks)', () => {
  const bearer = 'correct-horse-battery-staple';
  const webhook = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"tags":["feed:content"]}';
  const signedCall = (headers: Record<string, string>, authorization: string | null = null) => ({
    authorization,
    webhook: headers,
    body: new Request('http://site.test/api/publish', { method: 'POST', body }),
  });
  const sign = (id: string, at = new Date(), secret = webhook) => signWebhook(secret, id, body, at);

  it('admits a good signature and names its id', async () => {
    const admitted = await admitPublish(
      signedCall(sign('msg_a')),
      { bearer, webhook },
      new ReplayStore(),
    );
    expect(admitted).toEqual({ ok: true, value: { tags: ['feed:content'] }, webhookId: 'msg_a' });
  });

  it.each([
    [
      'a wrong signature',
      () => sign('msg_b', new Date(), 'whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCBrZXkhIQ=='),
      401,
      'signature',
    ],
    [
      'a stale timestamp',
      () => sign('msg_c', new Date(Date.now() - 10 * 60_000)),
      401,
      'timestamp',
    ],
    ['missing headers', () => ({ 'webhook-id': 'msg_d' }), 401, 'headers'],
  ])('refuses %s, logged and counted by reason', async (_name, headers, status, reason) => {
    const lines: string[] = [];
    const restore = setLogSink((_level, _source, message) => lines.push(message));
    const counter = siteMetrics().webhookRefusals;
    const before = (await counter.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;
    try {
      const admitted = await admitPublish(
        signedCall(headers()),
        { bearer, webhook },
        new ReplayStore(),
      );
      expect(admitted).toMatchObject({ ok: false, status, reason });
    } finally {
      restore();
    }
    const after = (await counter.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;
    expect(after).toBe(before + 1);
    expect(lines).toEqual([expect.stringContaining(`refused (${reason})`)]);
  });

  it('refuses a replayed id with 409', async () => {
    const replay = new ReplayStore();
    const headers = sign('msg_e');
    expect(await admitPublish(signedCall(headers), { webhook }, replay)).toMatchObject({
      ok: true,
    });
    expect(await admitPublish(signedCall(headers), { webhook }, replay)).toMatchObject({
      ok: false,
      status: 409,
      reason: 'replay',
    });
  });

  it('refuses a signed call where no webhook secret is configured', async () => {
    expect(
      await admitPublish(signedCall(sign('msg_f')), { bearer }, new ReplayStore()),
    ).toMatchObject({
      status: 401,
      reason: 'unauthorized',
    });
  });

  it('keeps the bearer path unchanged beside a webhook secret', async () => {
    const call = signedCall({}, `Bearer ${bearer}`);
    expect(await admitPublish(call, { bearer, webhook }, new ReplayStore())).toEqual({
      ok: true,
      value: { tags: ['feed:content'] },
    });
    expect(await admitPublish(signedCall({}, 'Bearer nope'), { bearer, webhook })).toMatchObject({
      status: 401,
      reason: 'unauthorized',
    });
  });
});

const HERE = new Date('2026-03-01T10:00:00.000Z');
const DONE = new Date('2026-03-01T10:00:00.120Z');

describe('confirmedCopies', () => {
  it.each([
    ['alone', { peers: [] }, [], ['this instance']],
    [
      'a fleet, every copy reached',
      { peers: ['http://a.test'], cacheUrl: 'http://cache.test' },
      [],
      ['this instance', 'peer http://a.test', 'cache http://cache.test'],
    ],
    [
      'a fleet, a peer unreached',
      { peers: ['http://a.test', 'http://b.test'], cacheUrl: 'http://cache.test' },
      [{ copy: 'peer http://b.test', reason: 'ECONNREFUSED' }],
      ['this instance', 'peer http://a.test', 'cache http://cache.test'],
    ],
  ])('%s', (_name, targets, unreached, copies) => {
    const confirmed = confirmedCopies(targets, unreached, HERE, DONE);
    expect(confirmed.map(({ copy }) => copy)).toEqual(copies);
    expect(confirmed[0]?.confirmedAt).toBe(HERE.toISOString());
    for (const other of confirmed.slice(1)) expect(other.confirmedAt).toBe(DONE.toISOString());
  });
});
