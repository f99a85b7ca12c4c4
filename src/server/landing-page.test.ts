/**
 * Each landing page's identity (canonical, alternates, og:url) as the route loads it from the
 * sandbox's feeds, in English and in Spanish: the content as shipped, a feed canonical naming
 * another page, none at all, and a Spanish site configured elsewhere or not.
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
const SPANISH_ROUTES = ['/es/wireless', '/es/smallbusiness/wireless'] as const;
const trio = (route: string) => {
  const english = route.replace(/^\/es\//, '/');
  return [
    { hreflang: 'en', href: `${SITE}${english}` },
    { hreflang: 'es', href: `${SITE}/es${english}` },
    { hreflang: 'x-default', href: `${SITE}${english}` },
  ];
};

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
    expect(page.alternates).toEqual(trio(route));
    expect(page.og.url).toBe(`${SITE}${route}`);
    expect(page.twins).toEqual([{ locale: 'es', href: `/es${route}` }]);
    expect(logged).toEqual([]);
    // The small-business page reads its own SEO entry, not the consumer page's.
    expect(page.title).toBe(
      route === '/wireless'
        ? 'Wireless support: fix service, devices and billing'
        : 'Small business wireless support: service, devices and accounts',
    );
  });

  it.each(SPANISH_ROUTES)(
    '%s names itself from the Spanish SEO entry, with its English twin',
    async (route) => {
      const page = await meta(route);
      expect(page.locale).toBe('es');
      expect(page.canonical).toBe(`${SITE}${route}`);
      expect(page.og.url).toBe(`${SITE}${route}`);
      expect(page.alternates).toEqual(trio(route));
      expect(page.twins).toEqual([{ locale: 'en', href: route.replace(/^\/es\//, '/') }]);
      expect(page.robots).toBe('index, follow');
      expect(logged).toEqual([]);
      expect(page.title).toBe(
        route === '/es/wireless'
          ? 'Soporte del servicio inalámbrico: servicio, dispositivos y facturación'
          : 'Soporte inalámbrico para pequeñas empresas: servicio, dispositivos y cuentas',
      );
    },
  );

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
    '%s names the configured Spanish site as its Spanish copy, which wins over its own',
    async (route) => {
      const elsewhere = `https://es.support.example.test${route}`;
      const page = await meta(route, { SPANISH_SITE_URL: 'https://es.support.example.test' });
      expect(page.alternates).toEqual([
        { hreflang: 'en', href: `${SITE}${route}` },
        { hreflang: 'es', href: elsewhere },
        { hreflang: 'x-default', href: `${SITE}${route}` },
      ]);
      expect(page.twins).toEqual([{ locale: 'es', href: elsewhere }]);
      const own = await meta(`/es${route}`, {
        SPANISH_SITE_URL: 'https://es.support.example.test',
      });
      expect(own.robots).toBe('noindex, follow');
      expect(own.canonical).toBe(`${SITE}/es${route}`);
    },
  );

  it('tags each page with its route and feeds, the Spanish ones with the Spanish feeds too', async () => {
    const config = readConfig({
      SITE_URL: SITE,
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
    });
    const tags = async (route: string) =>
      (
        await loadLandingModel(
          buildRequestContext(new Request(`http://127.0.0.1${route}`), config),
          route,
        )
      ).cacheTags;
    expect(await tags('/wireless')).not.toContain('feed:content:es');
    expect(await tags('/es/smallbusiness/wireless')).toEqual(
      expect.arrayContaining([
        'route:es-smallbusiness-wireless',
        'feed:content',
        'feed:content:es',
        'feed:common:es',
      ]),
    );
  });

  async function sitemap() {
    const config = readConfig({
      SITE_URL: SITE,
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
    });
    return loadSitemap(buildRequestContext(new Request('http://127.0.0.1/sitemap.xml'), config));
  }

  it("the sitemap offers each page in each language by its canonical URL with its alternates, lastmod its language feeds' latest publish time", async () => {
    expect(await sitemap()).toEqual({
      entries: [
        { loc: `${SITE}/wireless`, lastmod: '2026-11-22T09:30:00Z', alternates: trio('/wireless') },
        {
          loc: `${SITE}/es/wireless`,
          lastmod: '2026-11-23T10:00:00Z',
          alternates: trio('/wireless'),
        },
        {
          loc: `${SITE}/smallbusiness/wireless`,
          lastmod: '2026-11-22T09:30:00Z',
          alternates: trio('/smallbusiness/wireless'),
        },
        {
          loc: `${SITE}/es/smallbusiness/wireless`,
          lastmod: '2026-11-23T10:00:00Z',
          alternates: trio('/smallbusiness/wireless'),
        },
      ],
      failed: [],
    });
  });

  it('the sitemap leaves out a page its feed marks noindex', async () => {
    await editSeo((props) => {
      props['smallBusinessSeo'] = { ...props['smallBusinessSeo'], metaRobots: 'noindex, follow' };
    });
    const { entries } = await sitemap();
    // The Spanish page reads its own SEO entry, which still says index.
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${SITE}/wireless`,
      `${SITE}/es/wireless`,
      `${SITE}/es/smallbusiness/wireless`,
    ]);
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
      expect(entries.map(({ loc, lastmod }) => `${loc} ${lastmod}`)).toEqual([
        `${SITE}/wireless 2026-11-22T09:30:00Z`,
        `${SITE}/es/wireless 2026-11-23T10:00:00Z`,
        `${SITE}/smallbusiness/wireless 2026-11-22T09:30:00Z`,
        `${SITE}/es/smallbusiness/wireless 2026-11-23T10:00:00Z`,
      ]);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
      restore();
    }
  });
});
