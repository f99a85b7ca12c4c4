/**
 * The production shape on one machine: two instances of the built site behind Varnish
 * (deploy/varnish/site.vcl), started by the test on its own ports (E2E_PORT + 49 and up) with a
 * content folder of its own. A publish on one instance reaches the other and the cache within a
 * second; a wrong secret changes nothing anywhere; credentials never create or change a shared
 * entry; a cold storm renders once; an instance killed under load costs no errors and rejoins.
 * Skipped only when varnishd is absent (.ci/run installs it through scripts/ensure-fleet-deps.sh).
 */
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import {
  setWirelessHeading,
  startLocalFleet,
  waitFor,
  type Fleet,
} from '../../scripts/fleet/fleet.ts';
import { varnishdPath } from '../../scripts/fleet/varnish.ts';
import { sandboxAt } from '../support/sandbox.ts';
import { FEED_TAGS } from '../../src/feeds/landing-data.ts';
import { e2ePort } from '../support/ports.ts';

const SECRET = 'fleet-e2e-publish-secret-0123456789';

// Outside CI a machine without Varnish skips these with the way to install it; CI installs it
// (.ci/run, npm run test:e2e), so there a missing varnishd fails the run instead of hiding it.
if (process.env['CI']) {
  test('varnishd is installed (CI)', () => expect(varnishdPath()).toBeTruthy());
} else {
  test.skip(!varnishdPath(), 'varnishd is not installed: run `bash scripts/ensure-fleet-deps.sh`');
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function publish(instanceUrl: string, tags: string[], secret = SECRET) {
  return fetch(`${instanceUrl}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
}

/** Drops every page everywhere (repeated if a busy machine made a copy miss the first one). */
async function publishEverywhere(fleet: Fleet) {
  await expect
    .poll(async () => (await publish(fleet.instances[0]!.url, FEED_TAGS)).status, {
      timeout: 10_000,
    })
    .toBe(200);
}

const heading = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1]?.trim();

test.describe('a fleet of two behind Varnish', () => {
  test.describe.configure({ mode: 'serial' });
  let fleet: Fleet;
  let upstream: ReturnType<typeof sandboxAt>;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    fleet = await startLocalFleet(e2ePort + 49, 'fleet', { publishSecret: SECRET });
    upstream = sandboxAt(() => fleet.sandboxUrl);
  });
  test.afterAll(async () => fleet?.stop());
  test.beforeEach(async () => {
    await setWirelessHeading(fleet, 'Wireless support');
    await publishEverywhere(fleet);
  });

  test('a publish on instance 1 reaches Varnish and instance 2 within 1 s, and both show the edit', async () => {
    const [one, two] = fleet.instances;
    // Every copy holds the page: Varnish's, and each instance's route cache.
    await get(`${fleet.url}/wireless`);
    const cached = await get(`${fleet.url}/wireless`);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.headers.get('xkey')).toBeNull();
    for (const instance of [one!, two!]) await get(`${instance.url}/wireless`);
    expect((await get(`${two!.url}/wireless`)).headers.get('x-astro-cache')).toBe('HIT');

    await setWirelessHeading(fleet, 'Wireless help center');
    // Not yet published: every copy still has the old page.
    expect(heading((await get(`${fleet.url}/wireless`)).body)).toBe('Wireless support');
    expect(heading((await get(`${two!.url}/wireless`)).body)).toBe('Wireless support');

    const started = Date.now();
    const published = await publish(one!.url, ['feed:content']);
    // 200: instance 2 and Varnish each confirmed dropping the page, within the second.
    expect(published.status).toBe(200);
    const reached = Date.now() - started;
    expect(reached).toBeLessThanOrEqual(1000);
    // So the very next requests, through Varnish and straight to instance 2, get the edit (after
    // the one render each needs: about 0.3 s on a quiet machine, more on a loaded one).
    const [viaCache, direct] = await Promise.all([
      get(`${fleet.url}/wireless`),
      get(`${two!.url}/wireless`),
    ]);
    const fresh = Date.now() - started;
    test.info().annotations.push({
      type: 'publish to fresh',
      description: `every copy reached in ${reached} ms, the edit served everywhere at ${fresh} ms`,
    });
    expect(heading(viaCache.body)).toBe('Wireless help center');
    expect(heading(direct.body)).toBe('Wireless help center');
    expect(viaCache.headers.get('x-cache')).toBe('MISS');
    // The purged entry refilled once and is shared again.
    expect((await get(`${fleet.url}/wireless`)).headers.get('x-cache')).toBe('HIT');
  });

  test('a publish sent through Varnish reaches every copy too', async () => {
    for (const url of [fleet.url, fleet.url, ...fleet.instances.map((i) => i.url)]) {
      await get(`${url}/wireless`);
    }
    await setWirelessHeading(fleet, 'Wireless help desk');
    const published = await publish(fleet.url, ['feed:content']);
    expect(published.status).toBe(200);
    expect(published.headers.get('x-cache')).toBe('PASS');
    for (const url of [fleet.url, ...fleet.instances.map((i) => i.url)]) {
      expect(heading((await get(`${url}/wireless`)).body)).toBe('Wireless help desk');
    }
  });

  test('a page rendering while a publish purges Varnish is sent, but Varnish never keeps it', async () => {
    test.setTimeout(30_000);
    const [one] = fleet.instances;
    // The first render after this reads the content at once, then waits on a slow common feed.
    await upstream.reset();
    await upstream.fault({ route: '/cms-feed/wireless-common.json', delayMs: 2000, remaining: 1 });
    try {
      const inFlight = get(`${fleet.url}/wireless`);
      await expect
        .poll(async () =>
          (await upstream.requests()).some((entry) =>
            entry.path.startsWith('/cms-feed/wireless-support'),
          ),
        )
        .toBe(true);
      // The edit and its publish land while Varnish's fetch is still waiting for that render.
      await setWirelessHeading(fleet, 'Wireless help center');
      expect((await publish(one!.url, ['feed:content'])).status).toBe(200);
      const overtaken = await inFlight;
      expect(heading(overtaken.body)).toBe('Wireless support');
      expect(overtaken.headers.get('cache-control')).toBe('private, no-store');
      // Stored after the purge, it would be served until the next publish.
      const next = await get(`${fleet.url}/wireless`);
      expect(heading(next.body)).toBe('Wireless help center');
    } finally {
      await upstream.clearFaults();
    }
  });

  test('a publish with a wrong secret changes nothing anywhere', async () => {
    const urls = [fleet.url, ...fleet.instances.map((instance) => instance.url)];
    for (const url of urls) await get(`${url}/wireless`);
    const before = await get(`${fleet.url}/wireless`);
    expect(before.headers.get('x-cache')).toBe('HIT');
    await setWirelessHeading(fleet, 'Wireless help center');

    for (const instance of fleet.instances) {
      const refused = await publish(instance.url, ['feed:content'], 'not-the-secret-0123456789');
      expect(refused.status).toBe(401);
    }
    // A forged fan-out is no different: the peer checks the secret itself.
    const forged = await fetch(`${fleet.instances[1]!.url}/api/publish`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer not-the-secret-0123456789',
        'content-type': 'application/json',
        'x-publish-fan-out': '1',
      },
      body: JSON.stringify({ tags: ['feed:content'] }),
    });
    expect(forged.status).toBe(401);

    const after = await get(`${fleet.url}/wireless`);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(heading(after.body)).toBe('Wireless support');
    expect(after.headers.get('x-varnish')?.split(' ')[1]).toBe(
      before.headers.get('x-varnish')?.split(' ')[1],
    );
    for (const instance of fleet.instances) {
      const answer = await get(`${instance.url}/wireless`);
      expect(answer.headers.get('x-astro-cache')).toBe('HIT');
      expect(heading(answer.body)).toBe('Wireless support');
    }
  });

  test('a visitor’s cookie or Authorization never creates or changes a cached entry', async () => {
    const [one, two] = fleet.instances;
    // Cold: the publish in beforeEach dropped every copy.
    const withCookie = await get(`${fleet.url}/wireless`, {
      cookie: 'SUPPORT_SESSION=AuthSession123; SUPPORT_UUID=42',
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('x-cache')).toBe('PASS');
    const withAuthorization = await get(`${fleet.url}/wireless`, {
      authorization: 'Bearer visitor-token',
    });
    expect(withAuthorization.headers.get('x-cache')).toBe('PASS');
    expect(withAuthorization.headers.get('cache-control')).toBe('private, no-store');
    // Direct to each instance, the credentialed render is private and never stored.
    for (const instance of [one!, two!]) {
      const personal = await get(`${instance.url}/wireless`, {
        authorization: 'Bearer visitor-token',
      });
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.headers.get('x-astro-cache')).toBeNull();
      expect(personal.headers.get('xkey')).toBeNull();
    }
    // So the first anonymous request finds nothing in Varnish.
    const first = await get(`${fleet.url}/wireless`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const stored = await get(`${fleet.url}/wireless`);
    expect(stored.headers.get('x-cache')).toBe('HIT');

    // With an entry in place, credentialed requests pass it by and leave it as it was.
    for (const headers of [
      { cookie: 'SUPPORT_SESSION=AuthSession123' },
      { authorization: 'Bearer visitor-token' },
      { 'x-identity-context-uuid': '42' },
    ]) {
      expect((await get(`${fleet.url}/wireless`, headers)).headers.get('x-cache')).toBe('PASS');
    }
    const still = await get(`${fleet.url}/wireless`);
    expect(still.headers.get('x-cache')).toBe('HIT');
    expect(still.headers.get('x-varnish')?.split(' ')[1]).toBe(
      stored.headers.get('x-varnish')?.split(' ')[1],
    );
    expect(still.body).toBe(stored.body);
  });

  test('built assets are cached by their immutable headers, whatever cookie comes along', async () => {
    const page = await get(`${fleet.url}/wireless`);
    const asset = /["'](\/_astro\/[^"']+\.js)["']/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    const first = await get(`${fleet.url}${asset}`, { cookie: 'SUPPORT_SESSION=AuthSession123' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const second = await get(`${fleet.url}${asset}`, { cookie: 'SUPPORT_UUID=42' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  test('50 concurrent first requests through Varnish cause one render', async () => {
    await upstream.reset();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get(`${fleet.url}/wireless`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const renders = (await upstream.requests()).filter((entry) =>
      entry.path.startsWith('/cms-feed/wireless-support'),
    );
    expect(renders).toHaveLength(1);
  });
});

test.describe('an instance killed under load', () => {
  test.describe.configure({ mode: 'serial' });
  let fleet: Fleet;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // A one-second lifetime keeps Varnish going back to the instances during the run.
    fleet = await startLocalFleet(e2ePort + 59, 'fleet-kill', {
      publishSecret: SECRET,
      env: { CACHE_MAX_AGE: '1', CACHE_SWR: '600' },
    });
  });
  test.afterAll(async () => fleet?.stop());

  test('Varnish keeps answering 200 with 0 errors, and the instance rejoins', async () => {
    test.setTimeout(60_000);
    const [one, two] = fleet.instances;
    await get(`${fleet.url}/wireless`);
    expect(await fleet.varnish.backendHealth()).toEqual({
      instance1: 'healthy',
      instance2: 'healthy',
    });
    const load = autocannon({
      url: fleet.url,
      connections: 10,
      duration: 8,
      // Anonymous requests (cache hits, refreshed every second) and credentialed ones, which
      // Varnish passes to an instance every time.
      requests: [
        { method: 'GET', path: '/wireless' },
        { method: 'GET', path: '/wireless', headers: { cookie: 'SUPPORT_SESSION=AuthSession123' } },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await two!.stop('SIGKILL');
    // A stopped peer holds no copy: the survivor stays ready; a publish names what it missed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ready = await get(`${one!.url}/readyz`);
    expect(ready.status).toBe(200);
    const partial = await publish(one!.url, ['feed:content']);
    expect(partial.status).toBe(502);
    expect(((await partial.json()) as { error: string }).error).toContain(`peer ${two!.url}`);
    await expect
      .poll(async () => (await fleet.varnish.backendHealth())['instance2'], { timeout: 8000 })
      .toBe('sick');
    await two!.start();
    const result = await load;

    // Status counts by code, so a failure says what went wrong.
    expect({ errors: result.errors, statuses: result.statusCodeStats }).toEqual({
      errors: 0,
      statuses: { '200': expect.anything() as unknown },
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(100);

    // The probe sees it healthy again, and it serves passed requests once more.
    await expect
      .poll(async () => (await fleet.varnish.backendHealth())['instance2'], { timeout: 10_000 })
      .toBe('healthy');
    // Every copy confirms a publish again (a just-started instance may need a moment for its
    // first one; a publish that missed a copy is safe to repeat).
    await expect
      .poll(
        async () => {
          const again = await publish(one!.url, FEED_TAGS);
          return `${again.status} ${await again.text()}`;
        },
        { timeout: 5000 },
      )
      .toMatch(/^200 /);
  });

  test('without the cache an instance is not ready, and a publish names the cache', async () => {
    const [one] = fleet.instances;
    await fleet.varnish.stop();
    await waitFor(`${one!.url}/readyz`, 5000, 503);
    const ready = await get(`${one!.url}/readyz`);
    expect(ready.body).toContain(`cache ${fleet.url}`);
    const published = await publish(one!.url, ['feed:content']);
    expect(published.status).toBe(502);
    expect(((await published.json()) as { error: string }).error).toContain(`cache ${fleet.url}`);
  });
});
