/**
 * Each landing page's identity (canonical, alternates, og:url) as the route loads it from the
 * sandbox's feeds: the content as shipped, a feed canonical naming another page, none at all,
 * and the Spanish copy configured or not.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { readConfig } from '../node/config.ts';
import { loadLandingModel } from './landing-page.ts';
import { loadSitemap } from './search-index.ts';
import { buildRequestContext } from './request-context.ts';
import { setLogSink } from '../domain/log.ts';

const SITE = 'https://support.example.test';
const ROUTES = ['/wireless', '/smallbusiness/wireless'] as const;

describe('landing page identity', () => {
  let dir: string;
  let sandbox: Sandbox;
  let original: string;
  let logged: string[];
  let restoreLog: () => void;
  const commonFile = () => path.join(dir, 'wireless-common.json');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'identity-content-'));
    await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    original = await readFile(commonFile(), 'utf8');
    sandbox = await startSandbox({ port: 0, contentDir: dir });
  });
  afterAll(async () => {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    logged = [];
    restoreLog = setLogSink((level, source, message) => {
      if (source === 'page-meta') logged.push(`${level} ${message}`);
    });
  });
  afterEach(async () => {
    restoreLog();
    await writeFile(commonFile(), original);
  });

  async function meta(route: string, env: Record<string, string> = {}) {
    const config = readConfig({
      SITE_URL: SITE,
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
      ...env,
    });
    const ctx = buildRequestContext(new Request(`http://127.0.0.1${route}`), config);
    return (await loadLandingModel(ctx, route)).meta;
  }

  async function editSeo(edit: (pageProperties: Record<string, Record<string, string>>) => void) {
    const json = JSON.parse(original) as { pageProperties: Record<string, Record<string, string>> };
    edit(json.pageProperties);
    await writeFile(commonFile(), JSON.stringify(json));
  }

  it.each(ROUTES)('%s names itself with the sandbox feed, in its own words', async (route) => {
    const page = await meta(route);
    expect(page.canonical).toBe(`${SITE}${route}`);
    expect(page.alternates).toEqual([{ hreflang: 'en', href: `${SITE}${route}` }]);
    expect(page.og.url).toBe(`${SITE}${route}`);
    expect(page.spanishHref).toBeUndefined();
    expect(logged).toEqual([]);
    // The small-business page reads its own SEO entry, not the consumer page's.
    expect(page.title).toBe(
      route === '/wireless'
        ? 'Wireless support: fix service, devices and billing'
        : 'Small business wireless support: service, devices and accounts',
    );
  });

  it.each(ROUTES)(
    '%s ignores a feed canonical and og:url naming another page, and logs it once with the feed',
    async (route) => {
      const other = 'https://www.elsewhere.example/support/wireless';
      await editSeo((props) => {
        for (const key of ['seo', 'smallBusinessSeo']) {
          props[key] = { ...props[key], linkRelCanonical: other, ogUrl: `${other}?og` };
        }
      });
      const first = await meta(route);
      await meta(route);
      expect(first.canonical).toBe(`${SITE}${route}`);
      expect(first.og.url).toBe(`${SITE}${route}`);
      const key = route === '/wireless' ? 'seo' : 'smallBusinessSeo';
      expect(logged).toEqual([
        `warn common feed pageProperties.${key}.linkRelCanonical '${other}' names another page than ${route}; the page's own URL is used`,
        `warn common feed pageProperties.${key}.ogUrl '${other}?og' names another page than ${route}; the page's own URL is used`,
      ]);
    },
  );

  it.each(ROUTES)('%s falls back to its own URL without any SEO entry', async (route) => {
    await editSeo((props) => {
      delete props['seo'];
      delete props['smallBusinessSeo'];
    });
    const page = await meta(route);
    expect(page.canonical).toBe(`${SITE}${route}`);
    expect(page.og.url).toBe(`${SITE}${route}`);
    expect(logged).toEqual([]);
  });

  it.each(ROUTES)(
    '%s has a Spanish alternate only when the Spanish site is configured',
    async (route) => {
      const page = await meta(route, { SPANISH_SITE_URL: 'https://es.support.example.test' });
      expect(page.alternates).toEqual([
        { hreflang: 'en', href: `${SITE}${route}` },
        { hreflang: 'es', href: `https://es.support.example.test${route}` },
      ]);
      expect(page.spanishHref).toBe(`https://es.support.example.test${route}`);
    },
  );

  async function sitemap() {
    const config = readConfig({
      SITE_URL: SITE,
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
    });
    return loadSitemap(buildRequestContext(new Request('http://127.0.0.1/sitemap.xml'), config));
  }

  it('the sitemap offers both pages by their canonical URLs, lastmod the latest feed publish time', async () => {
    expect(await sitemap()).toEqual({
      entries: [
        { loc: `${SITE}/wireless`, lastmod: '2026-11-22T09:30:00Z' },
        { loc: `${SITE}/smallbusiness/wireless`, lastmod: '2026-11-22T09:30:00Z' },
      ],
      failed: [],
    });
  });

  it('the sitemap leaves out a page its feed marks noindex', async () => {
    await editSeo((props) => {
      props['smallBusinessSeo'] = { ...props['smallBusinessSeo'], metaRobots: 'noindex, follow' };
    });
    const { entries } = await sitemap();
    expect(entries.map((entry) => entry.loc)).toEqual([`${SITE}/wireless`]);
  });

  it('a sitemap made while a feed failed says so (it is then neither cached nor shared)', async () => {
    const restore = setLogSink(() => undefined);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/cms-feed/wireless-common', status: 500 }),
    });
    try {
      const { entries, failed } = await sitemap();
      expect(failed).not.toEqual([]);
      // Without the common feed the pages are still offered, by their own URLs, dated by the other feed.
      expect(entries).toEqual([
        { loc: `${SITE}/wireless`, lastmod: '2026-11-22T09:30:00Z' },
        { loc: `${SITE}/smallbusiness/wireless`, lastmod: '2026-11-22T09:30:00Z' },
      ]);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
      restore();
    }
  });
});
