/**
 * The watch page's loading against the sandbox's video service: each state's answer, the related
 * videos, the Spanish version, an upstream failure, the listed ids; and how a publish reaches the
 * pages (tags, route cache keys, a CMS change naming the video feed).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { readConfig } from '../node/config.ts';
import { setLogSink } from '../domain/log.ts';
import { buildRequestContext } from './request-context.ts';
import { createFeedContext } from '../feeds/context.ts';
import { loadWatchPage, watchPageIds, type WatchModel } from './watch-page.ts';
import { watchCacheTags } from './cache-tags.ts';
import { purgeKeys, surrogateKeys } from './fleet/surrogate-keys.ts';
import { tagsForChange, unwrapPublishPayload } from './webhook-body.ts';
import { cacheKey, isCachedRoute } from './route-cache/keys.ts';

const SITE = 'https://support.example.test';

let sandbox: Sandbox;
let failures: string[];
let restoreLog: () => void;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  failures = [];
  restoreLog = setLogSink((level, source, message) => {
    if (level === 'error') failures.push(`${source} ${message}`);
  });
});
afterEach(async () => {
  restoreLog();
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

/** Makes the video service answer `status` for one video (all languages). */
const fail = (id: string, status = 500) =>
  fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: `/idpcms/videos/prod/${id}.cmsfeed.js`, status }),
  });

function contextFor(path: string) {
  const config = readConfig({
    SITE_URL: SITE,
    UPSTREAM_API_URL: sandbox.url,
    UPSTREAM_CMS_URL: sandbox.url,
    UPSTREAM_VIDEO_URL: sandbox.url,
  });
  return buildRequestContext(new Request(`http://127.0.0.1${path}`), config);
}

async function load(id: string, locale: 'en' | 'es' = 'en'): Promise<WatchModel> {
  const path = `${locale === 'es' ? '/es' : ''}/support/videos/${id}`;
  return loadWatchPage(contextFor(path), id, path);
}

const ids = (videos: readonly { id: string }[]) => videos.map((video) => video.id);

describe('a watch page answers by the video feed', () => {
  it('an active video: its page, with its active related videos', async () => {
    const model = await load('9100003');
    expect(model.answer.status).toBe(200);
    if (model.answer.status !== 200) return;
    expect(model.answer.video.title).toBe('Set up your new phone, step by step');
    expect(ids(model.answer.related)).toEqual(['5001039', '9100001']);
    expect(model.answer.versions).toEqual([]);
    expect(model.degradedReasons).toEqual([]);
    expect(model.cacheTags).toEqual([
      'route:support-videos-9100003',
      'feed:flags',
      'feed:video',
      'feed:video:es',
    ]);
  });

  it.each([
    ['9000002', 410, 'Retired video'],
    ['9000003', 404, 'Inactive video'],
    ['0000000', 404, undefined],
    ['abc..', 404, undefined],
    ['../wireless', 404, undefined],
  ])('%s answers %i', async (id, status, title) => {
    const model = await load(id);
    expect(model.answer.status).toBe(status);
    expect('video' in model.answer ? model.answer.video?.title : undefined).toBe(title);
    expect(model.meta).toBeUndefined();
    expect(model.degradedReasons).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('an upstream failure is a 503 with nothing to show, degraded (never cached)', async () => {
    await fail('9100003');
    const model = await load('9100003');
    expect(model.answer).toEqual({ status: 503 });
    expect(model.degradedReasons).toEqual(['video failed']);
    expect(failures.some((line) => line.startsWith('feed:video'))).toBe(true);
  });

  it('a related video that fails is left out and logged, and the render is degraded', async () => {
    await fail('9100001', 503);
    const model = await load('9100003');
    expect(model.answer.status).toBe(200);
    if (model.answer.status !== 200) return;
    expect(ids(model.answer.related)).toEqual(['5001039']);
    expect(model.degradedReasons).toEqual(['related video 9100001 failed']);
    expect(failures).toHaveLength(1);
  });

  it('an unknown related video is only left out', async () => {
    await fail('5001039', 404);
    const model = await load('9100003');
    if (model.answer.status !== 200) throw new Error('expected a page');
    expect(ids(model.answer.related)).toEqual(['9100001']);
    expect(model.degradedReasons).toEqual([]);
  });
});

describe('the Spanish watch pages', () => {
  it('a video with a Spanish version: its Spanish texts, a page of its own', async () => {
    const model = await load('5001039', 'es');
    if (model.answer.status !== 200) throw new Error('expected a page');
    expect(model.answer.video.title).toBe('Cómo reiniciar su teléfono');
    expect(model.answer.video.lang).toBeUndefined();
    expect(model.meta).toMatchObject({
      robots: 'index, follow',
      canonical: `${SITE}/es/support/videos/5001039`,
    });
  });

  it('the English page of that video names its Spanish twin', async () => {
    const model = await load('5001039');
    if (model.answer.status !== 200) throw new Error('expected a page');
    expect(model.answer.versions).toEqual(['es']);
    expect(model.meta?.alternates.map((alt) => alt.hreflang)).toEqual(['en', 'es', 'x-default']);
  });

  it('a video without one: the English texts stand in, the page is noindex with the English canonical', async () => {
    const model = await load('9100003', 'es');
    if (model.answer.status !== 200) throw new Error('expected a page');
    expect(model.answer.video.lang).toBe('en');
    expect(model.answer.versions).toEqual([]);
    expect(model.meta).toMatchObject({
      robots: 'noindex, follow',
      canonical: `${SITE}/support/videos/9100003`,
      alternates: [],
    });
    // Related videos come in the page's language too.
    expect(model.answer.related.map((video) => video.lang)).toEqual([undefined, 'en']);
  });

  it('the English page asks the Spanish service; its failure degrades the render', async () => {
    const path = '/support/videos/5001039';
    const ctx = contextFor(path);
    const feeds = createFeedContext({
      upstreams: ctx.config.upstreams,
      forward: {},
      fetchImpl: async (input, init) =>
        new URL(String(input)).searchParams.get('locale') === 'es-US'
          ? new Response('', { status: 502 })
          : fetch(input, init),
    });
    const model = await loadWatchPage({ ...ctx, feeds }, '5001039', path);
    if (model.answer.status !== 200) throw new Error('expected a page');
    expect(model.answer.versions).toEqual([]);
    expect(model.meta?.alternates.map((alt) => alt.hreflang)).toEqual(['en', 'x-default']);
    expect(model.degradedReasons).toEqual(['es version check failed']);
  });
});

describe('the watch pages worth listing', () => {
  it('are the active helpful-info videos in every language, then their related ones', async () => {
    const { ids: listed, failed } = await watchPageIds(contextFor('/support/videos'));
    expect(failed).toEqual([]);
    // 5001039 is a helpful-info video; 5001172 only its related one, so it comes after it.
    expect(listed).toContain('5001039');
    expect(listed.indexOf('5001172')).toBeGreaterThan(listed.indexOf('5001039'));
    expect(new Set(listed).size).toBe(listed.length);
    // Retired, inactive and unknown videos have no page to list.
    for (const id of ['9000002', '9000003', '0000000']) expect(listed).not.toContain(id);
  });

  it('name what failed', async () => {
    await fail('5001039');
    const listed = await watchPageIds(contextFor('/support/videos'));
    expect(listed.ids).not.toContain('5001039');
    expect(listed.failed).toEqual(['video:5001039']);
  });
});

describe('publishing the video feed', () => {
  /** Whether a publish drops a page's stored copy (route cache tags, Varnish keys). */
  const drops = (publish: { tags?: string[]; paths?: string[] }, path: string) => {
    const purged = new Set(purgeKeys(publish).split(' '));
    return surrogateKeys(watchCacheTags(path), path)
      .split(' ')
      .some((key) => purged.has(key));
  };

  it.each([
    [{ tags: tagsForChange(['video']) }, '/support/videos/9100003', true],
    [{ tags: tagsForChange(['video']) }, '/es/support/videos/9100003', true],
    // The English page names its Spanish twin only when there is one.
    [{ tags: tagsForChange(['video'], 'es-US') }, '/support/videos/9100003', true],
    [{ tags: tagsForChange(['video'], 'es-US') }, '/es/support/videos/5001039', true],
    [{ tags: ['feed:flags'] }, '/es/support/videos/9100003', true],
    [{ tags: ['feed:content'] }, '/support/videos/9100003', false],
    [{ paths: ['/support/videos/9100003'] }, '/support/videos/9100003', true],
    [{ paths: ['/support/videos/9100003'] }, '/support/videos/5001039', false],
  ])('%j refreshes %s: %s', (publish, path, dropped) => {
    expect(drops(publish, path)).toBe(dropped);
  });

  it('a CMS change naming the video feed is its tag in the language it names', () => {
    expect(tagsForChange(['video'])).toEqual(['feed:video']);
    expect(tagsForChange(['video'], 'es-US')).toEqual(['feed:video:es']);
    expect(
      unwrapPublishPayload({
        type: 'content.published',
        data: { feeds: ['video'], locale: 'es-US', paths: ['/es/support/videos/5001039'] },
      }),
    ).toEqual({ tags: ['feed:video:es'], paths: ['/es/support/videos/5001039'] });
  });
});

describe('the route cache holds the watch pages', () => {
  it.each([
    ['/support/videos/9100003', true],
    ['/es/support/videos/5001039', true],
    ['/support/videos/abc..', false],
    ['/support/videos/', false],
    ['/support/other', false],
  ])('%s: %s', (path, cached) => {
    expect(isCachedRoute(path)).toBe(cached);
  });

  it('one entry for every moment and tracking parameter of a video', () => {
    expect(cacheKey('/support/videos/9100003', '?t=75&utm_source=x')).toBe(
      '/support/videos/9100003',
    );
    expect(cacheKey('/support/videos/9100003', '?envVar=prod&t=75')).toBe(
      '/support/videos/9100003?envVar=prod',
    );
  });
});
