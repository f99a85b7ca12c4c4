import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMetadata } from './feed.ts';
import { setLogSink } from '../domain/log.ts';

const common = (patch: Record<string, unknown> = {}) => ({
  adminDisplay: 'wls_5001039',
  folderPath: 'support/videos',
  windowTitle: 'From the feed',
  length: '0:10',
  state: 'Active',
  ...patch,
});

const samples = async () => ({ '5001039': common({ windowTitle: 'From the sample' }) });

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

let restoreLog: () => void = () => {};
afterEach(() => restoreLog());

const quiet = () => {
  const lines: string[] = [];
  restoreLog = setLogSink((_l, _s, m) => lines.push(m));
  return lines;
};

const load = (videoId: string, fetch: ReturnType<typeof answer>, tier?: string) =>
  loadMetadata({
    videoId,
    tier,
    hosts: { PROD: 'https://prod.example', LOCAL: 'http://local.example' },
    mediaHost: '/media',
    fetch: fetch as unknown as typeof globalThis.fetch,
    samples,
  });

describe('loadMetadata', () => {
  it('reads common from the tier host', async () => {
    const fetch = answer(200, { common: common() });
    const result = await load('5001039', fetch, 'LOCAL');
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://local.example/idpcms/videos/prod/5001039.cmsfeed.js',
    );
    expect(result).toMatchObject({
      kind: 'ok',
      origin: 'feed',
      metadata: { title: 'From the feed', id: '5001039' },
    });
  });

  it.each([
    ['a 500', 500, { error: 'x' }],
    ['a 404', 404, { error: 'x' }],
    ['malformed JSON', 200, '{"common": [unterminated'],
    ['an empty body', 200, ''],
    ['no common object', 200, { other: 1 }],
  ])('falls back to the built-in sample on %s, and logs it', async (_name, status, body) => {
    const lines = quiet();
    const result = await load('5001039', answer(status, body));
    expect(result).toMatchObject({
      kind: 'ok',
      origin: 'sample',
      metadata: { title: 'From the sample' },
    });
    expect(lines.some((l) => l.includes('metadata for 5001039 failed'))).toBe(true);
  });

  it('falls back when the request itself fails', async () => {
    quiet();
    const fetch = vi.fn(async () => {
      throw new TypeError('network down');
    });
    const result = await load('5001039', fetch as unknown as ReturnType<typeof answer>);
    expect(result).toMatchObject({ kind: 'ok', origin: 'sample' });
  });

  it('rejects quietly when the browser aborts the request as the page is left', async () => {
    const lines = quiet();
    const fetch = vi.fn(async () => {
      throw new DOMException('The operation was aborted. ', 'AbortError');
    });
    await expect(
      load('5001039', fetch as unknown as ReturnType<typeof answer>),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(lines).toEqual([]);
  });

  it('is an invalid id when the service fails and no sample exists', async () => {
    quiet();
    expect(await load('0000000', answer(404, { error: 'no video' }))).toEqual({
      kind: 'error',
      errorType: 'Failure_ID_Invalid',
      state: '',
    });
  });

  it.each([
    ['EOL', 'Failure_ID_Expired'],
    ['eol', 'Failure_ID_Expired'],
    ['Inactive', 'Failure_ID_Invalid'],
  ])('state %s is the error %s', async (state, errorType) => {
    expect(await load('5001039', answer(200, { common: common({ state }) }))).toEqual({
      kind: 'error',
      errorType,
      state,
    });
  });
});

describe('loadMetadata in the page language', () => {
  const spanish = common({
    windowTitle: 'Cómo reiniciar su teléfono',
    description: 'En pocos pasos.',
  });
  const byLanguage = (answers: { es: [number, unknown]; en: [number, unknown] }) =>
    vi.fn(async (url: string | URL | Request) => {
      const [status, body] = String(url).includes('locale=es-US') ? answers.es : answers.en;
      return new Response(JSON.stringify(body), { status });
    });
  const loadIn = (videoId: string, fetch: ReturnType<typeof byLanguage>, locale?: 'en' | 'es') =>
    loadMetadata({
      videoId,
      hosts: { PROD: 'https://prod.example' },
      mediaHost: '/media',
      fetch: fetch as unknown as typeof globalThis.fetch,
      samples,
      locale,
    });

  it('asks with locale=es-US and takes the Spanish answer, unmarked', async () => {
    const fetch = byLanguage({ es: [200, { common: spanish }], en: [200, { common: common() }] });
    const result = await loadIn('5001039', fetch, 'es');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://prod.example/idpcms/videos/prod/5001039.cmsfeed.js?locale=es-US',
    ]);
    expect(result).toMatchObject({ kind: 'ok', metadata: { title: 'Cómo reiniciar su teléfono' } });
    expect(result.kind === 'ok' && result.metadata.lang).toBeUndefined();
  });

  it('an English page asks exactly as before: no locale, nothing marked', async () => {
    const fetch = byLanguage({ es: [200, { common: spanish }], en: [200, { common: common() }] });
    const result = await loadIn('5001039', fetch, 'en');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://prod.example/idpcms/videos/prod/5001039.cmsfeed.js',
    ]);
    expect(result.kind === 'ok' && result.metadata.lang).toBeUndefined();
  });

  it.each([
    ['a 404', [404, { error: 'no es' }]],
    [
      'an answer without title or description',
      [200, { common: common({ windowTitle: '', description: '' }) }],
    ],
  ] as const)('falls back to the English metadata, marked lang en, on %s', async (_name, es) => {
    quiet();
    const fetch = byLanguage({ es: es as [number, unknown], en: [200, { common: common() }] });
    const result = await loadIn('5001008', fetch, 'es');
    expect(result).toMatchObject({
      kind: 'ok',
      origin: 'feed',
      metadata: { title: 'From the feed', lang: 'en' },
    });
    expect(String(fetch.mock.calls[1]?.[0])).toBe(
      'https://prod.example/idpcms/videos/prod/5001008.cmsfeed.js',
    );
  });

  it('logs a video without its Spanish version once, however often it loads', async () => {
    const lines = quiet();
    const fetch = byLanguage({ es: [404, {}], en: [200, { common: common() }] });
    await loadIn('5001067', fetch, 'es');
    await loadIn('5001067', fetch, 'es');
    expect(lines.filter((line) => line.includes('5001067 has no es version'))).toHaveLength(1);
  });

  it('the built-in sample standing in on a Spanish page is marked English', async () => {
    quiet();
    const fetch = byLanguage({ es: [500, {}], en: [500, {}] });
    const result = await loadIn('5001039', fetch, 'es');
    expect(result).toMatchObject({ kind: 'ok', origin: 'sample', metadata: { lang: 'en' } });
  });
});
