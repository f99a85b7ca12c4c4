import { expect, test, type Page } from '../support/test.ts';
import { editContent, publishAll, PUBLISH_SECRET, sandbox } from '../support/sandbox.ts';

/** Feed time-out (5 s) plus a margin for rendering on a shared machine. */
const BUDGET_MS = 5000 + 2000;

const upstreams = [
  { name: 'support content', route: '/cms-feed/wireless-support' },
  { name: 'common feed', route: '/cms-feed/wireless-common' },
  { name: 'outage feed', route: '/cms-feed/wireless-outage' },
  { name: 'national outage feed', route: '/cms-feed/national-outage' },
  { name: 'feature flags', route: '/msapi/ixp-allocation-manager-service' },
  { name: 'knowledge', route: '/msapi/knowledgemanagementms' },
  { name: 'contact us', route: '/msapi/idp-content-orchestration' },
];

const faults = [
  { kind: 'down', fault: { status: 503 } },
  { kind: 'delayed past its time-out', fault: { delayMs: 6500 } },
  { kind: 'malformed', fault: { body: 'malformed' as const } },
];

/**
 * The page rendered rather than served from the cache: a publish drops the cached copies first
 * (a query string no longer makes a new cache key; the landing pages key by what they read).
 */
async function visitUncached(page: Page, baseURL: string | undefined) {
  await publishAll(baseURL ?? '');
  const started = Date.now();
  // Time to the response, not to the load event: the budget is about the server's render.
  const response = await page.goto('/wireless', {
    waitUntil: 'commit',
  });
  const elapsed = Date.now() - started;
  await page.waitForLoadState('domcontentloaded');
  return { response, elapsed };
}

async function expectFixedSections(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fix my Wireless' })).toBeVisible();
}

test.describe('a landing page stays up when an upstream fails', () => {
  test.beforeEach(() => sandbox.reset());
  test.afterAll(() => sandbox.reset());

  for (const upstream of upstreams) {
    for (const { kind, fault } of faults) {
      test(`${upstream.name} ${kind}: 200 with the fixed sections, within the feed time-out`, async ({
        page,
        baseURL,
      }) => {
        await sandbox.fault({ route: upstream.route, ...fault });
        const { response, elapsed } = await visitUncached(page, baseURL);
        expect(response?.status()).toBe(200);
        expect(elapsed).toBeLessThan(BUDGET_MS);
        // A degraded render is never stored by a cache.
        expect(response?.headers()['cache-control']).toBe('no-store');
        await expectFixedSections(page);
      });
    }
  }

  test('feeds are fetched in parallel: every feed delayed still answers within one time-out', async ({
    page,
    baseURL,
  }) => {
    for (const upstream of upstreams) await sandbox.fault({ route: upstream.route, delayMs: 6500 });
    const { response, elapsed } = await visitUncached(page, baseURL);
    expect(response?.status()).toBe(200);
    expect(elapsed).toBeLessThan(BUDGET_MS);
    await expectFixedSections(page);
  });
});

test.describe('route cache', () => {
  test.beforeEach(() => sandbox.reset());

  test('after a cache fill, a stalled CMS does not delay the cached page', async ({
    request,
    baseURL,
  }) => {
    await publishAll(baseURL ?? '');
    const first = await request.get('/wireless');
    expect(first.status()).toBe(200);
    expect(first.headers()['x-astro-cache']).toBe('MISS');
    await sandbox.fault({ route: '/cms-feed/', delayMs: 10_000 });
    const started = Date.now();
    const cached = await request.get('/wireless');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cached.headers()['x-astro-cache']).toBe('HIT');
    expect(await cached.text()).toBe(await first.text());
  });

  test('1,100 tracking query strings render nothing new and leave /wireless a hit', async ({
    request,
    baseURL,
  }) => {
    await publishAll(baseURL ?? '');
    expect((await request.get('/wireless')).headers()['x-astro-cache']).toBe('MISS');
    await sandbox.reset();
    for (let n = 0; n < 1100; n += 1) {
      const response = await request.get(`/wireless?utm_source=${n}&gclid=g${n}`);
      expect(response.headers()['x-astro-cache']).toBe('HIT');
    }
    // No render reached the content feed: the tracking parameters share the page's entry.
    const renders = (await sandbox.requests()).filter((r) => r.path.startsWith('/cms-feed/'));
    expect(renders).toEqual([]);
    expect((await request.get('/wireless')).headers()['x-astro-cache']).toBe('HIT');
  });

  test('a revisit with If-None-Match gets 304 from the cache; pages name their charset', async ({
    request,
    baseURL,
  }) => {
    await publishAll(baseURL ?? '');
    const first = await request.get('/wireless');
    expect(first.headers()['content-type']).toBe('text/html; charset=utf-8');
    const etag = first.headers()['etag'] ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revisit = await request.get('/wireless', { headers: { 'if-none-match': etag } });
    expect(revisit.status()).toBe(304);
    expect(revisit.headers()['x-astro-cache']).toBe('HIT');
    expect(await revisit.body()).toHaveLength(0);
    const other = await request.get('/wireless', { headers: { 'if-none-match': 'W/"old"' } });
    expect(other.status()).toBe(200);
  });

  test('/metrics counts responses by route, cache answers by state and feed calls', async ({
    request,
  }) => {
    await request.get('/wireless');
    await request.get('/wireless');
    const metrics = await request.get('/metrics');
    expect(metrics.status()).toBe(200);
    expect(metrics.headers()['content-type']).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/^site_http_requests_total\{route="\/wireless",status="200"\} \d+$/m);
    expect(text).toMatch(/^site_route_cache_answers_total\{state="HIT"\} \d+$/m);
    expect(text).toMatch(/^site_feed_duration_seconds_count\{feed="content",outcome="ok"\} \d+$/m);
  });

  test('anonymous pages are shareable; credentialed requests are private and not stored', async ({
    request,
  }) => {
    const anonymous = await request.get('/wireless');
    expect(anonymous.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    expect(anonymous.headers()['vary']).toContain('authorization');

    const withAuthorization = await request.get('/wireless', {
      headers: { authorization: 'Bearer visitor-token' },
    });
    expect(withAuthorization.status()).toBe(200);
    expect(withAuthorization.headers()['cache-control']).toBe('private, no-store');
    expect(withAuthorization.headers()['x-astro-cache']).toBeUndefined();

    const withIdentity = await request.get('/wireless', {
      headers: { 'x-identity-context-uuid': '1234567' },
    });
    expect(withIdentity.headers()['cache-control']).toBe('private, no-store');

    const withOrcAuth = await request.get('/wireless?orcAuth=visitor-token');
    expect(withOrcAuth.headers()['cache-control']).toBe('private, no-store');
    const again = await request.get('/wireless?orcAuth=visitor-token');
    expect(again.headers()['x-astro-cache']).toBeUndefined();
  });

  test('orcAuth reaches the content calls and leaves the address the visitor keeps', async ({
    page,
  }) => {
    await page.goto('/wireless?orcAuth=visitor-token&envVar=stage');
    await expect(page).toHaveURL(/\/wireless\?envVar=stage$/);
    const contentCalls = (await sandbox.requests()).filter(
      (r) => r.path === '/cms-feed/wireless-support.json',
    );
    expect(contentCalls.at(-1)?.query).toContain('orcAuth=visitor-token');
  });
});

test.describe('publishing', () => {
  test.beforeEach(() => sandbox.reset());

  test('an edited fixture shows after publishing', async ({ page, request }) => {
    await page.goto('/wireless');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Wireless support');
    const restore = await editContent('wireless-support', (json) => {
      const common = (
        json['cms-feed'] as { components: { default: { common: { heading: string } } } }
      ).components.default.common;
      common.heading = 'Wireless help center';
    });
    try {
      await page.reload();
      await expect(heading).toHaveText('Wireless support');
      const published = await request.post('/api/publish', {
        headers: { authorization: `Bearer ${PUBLISH_SECRET}` },
        data: { tags: ['feed:content'] },
      });
      expect(published.status()).toBe(200);
      await page.reload();
      await expect(heading).toHaveText('Wireless help center');
    } finally {
      await restore();
      await publishAll(new URL(page.url()).origin);
    }
  });

  test('publishing without the secret answers 401 and changes nothing', async ({
    page,
    request,
  }) => {
    await page.goto('/wireless');
    const restore = await editContent('wireless-support', (json) => {
      const common = (
        json['cms-feed'] as { components: { default: { common: { heading: string } } } }
      ).components.default.common;
      common.heading = 'Unpublished heading';
    });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-secret-wrong-secret' }]) {
        const refused = await request.post('/api/publish', {
          headers,
          data: { tags: ['feed:content'] },
        });
        expect(refused.status()).toBe(401);
      }
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wireless support');
    } finally {
      await restore();
    }
  });

  test('a malformed publish body answers 400', async ({ request }) => {
    const headers = {
      authorization: `Bearer ${PUBLISH_SECRET}`,
      'content-type': 'application/json',
    };
    expect((await request.post('/api/publish', { headers, data: '{not json' })).status()).toBe(400);
    expect((await request.post('/api/publish', { headers, data: { tags: [] } })).status()).toBe(
      400,
    );
    expect(
      (
        await request.post('/api/publish', { headers, data: { paths: ['//evil.example'] } })
      ).status(),
    ).toBe(400);
  });
});
