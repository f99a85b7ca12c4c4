/**
 * What search engines read, and a local site with no dead ends: each landing page's identity,
 * robots.txt and the sitemap, the structured data, HTML validity of every route and visitor state
 * the suite visits, and a walk over every link from the local index.
 */
import { spawn } from 'node:child_process';
import { expect, test, type APIResponse, type Page } from '../support/test.ts';
import { PERSONAS } from '../../sandbox/personas.ts';
import { PLACEHOLDER_HEADING } from '../../sandbox/main-site.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { htmlProblems } from '../support/html-validity.ts';
import { publishAll, sandbox, sandboxUrl } from '../support/sandbox.ts';
import { sitemapSchemaErrors } from '../support/sitemap-schema.ts';
import { structuredDataProblems } from '../support/structured-data.ts';
import { MOMENT_PARAM, WATCH_PAGES_PATH } from '../../src/domain/video-pages.ts';
import { staticUrl } from '../support/ports.ts';

const isWatchPath = (pathname: string) =>
  pathname.replace(/^\/es(?=\/)/, '').startsWith(`${WATCH_PAGES_PATH}/`);
/** The sitemap's landing pages (it lists the watch pages after them: watch-seo.spec.ts). */
const landingLocs = (xml: string) =>
  sitemapLocs(xml).filter((loc) => !isWatchPath(new URL(loc).pathname));

const LANDING = ['/wireless', '/smallbusiness/wireless'] as const;
/** Every landing page in every language, in the sitemap's order. */
const EVERY_LANDING = [
  '/wireless',
  '/es/wireless',
  '/smallbusiness/wireless',
  '/es/smallbusiness/wireless',
];
/** The hreflang set each page of a pair declares: each language's copy, then x-default. */
const pairAlternates = (base: string | undefined, route: string) => [
  `en ${base}${route}`,
  `es ${base}/es${route}`,
  `x-default ${base}${route}`,
];

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

async function identity(page: Page) {
  const attr = async (selector: string, name: string) => page.locator(selector).getAttribute(name);
  return {
    canonical: await attr('link[rel="canonical"]', 'href'),
    alternates: await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      ),
    ogUrl: await attr('meta[property="og:url"]', 'content'),
  };
}

test.describe('each landing page names itself', () => {
  for (const route of LANDING) {
    test(`${route} with the sandbox feed`, async ({ page, baseURL }) => {
      await page.goto(route);
      expect(await identity(page)).toEqual({
        canonical: `${baseURL}${route}`,
        alternates: pairAlternates(baseURL, route),
        ogUrl: `${baseURL}${route}`,
      });
      // The footer leads to the Spanish twin.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Español' }),
      ).toHaveAttribute('href', `/es${route}`);
    });
  }

  // A feed canonical naming another page is ignored, and a page without one names itself:
  // src/server/landing-page.test.ts runs that rule over the sandbox's edited content through the
  // page model these tags are rendered from.
});

test.describe('robots.txt and the sitemap', () => {
  test('robots.txt is plain text naming the sitemap and keeping crawlers out of relays and APIs', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of ['/msapi/', '/kmservices/', '/idpcms/', '/api/', '/acctmgmt/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Disallow: /support/article-modal/');
    for (const route of LANDING)
      expect(
        lines.filter((line) => line.startsWith('Disallow:') && route.startsWith(line.slice(10))),
      ).toEqual([]);
  });

  test('the sitemap is valid against the sitemap schema and lists the landing pages with lastmod', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    expect(landingLocs(xml)).toEqual(EVERY_LANDING.map((route) => `${baseURL}${route}`));
    // The latest of the feeds' publish times in the sandbox content, each language's own.
    expect(xml.match(/<lastmod>([^<]+)<\/lastmod>/g)).toEqual([
      '<lastmod>2026-11-22T09:30:00Z</lastmod>',
      '<lastmod>2026-11-23T10:00:00Z</lastmod>',
      '<lastmod>2026-11-22T09:30:00Z</lastmod>',
      '<lastmod>2026-11-23T10:00:00Z</lastmod>',
    ]);
  });

  for (const path of ['/gallery', '/video-demo']) {
    test(`${path} is noindex and not in the sitemap`, async ({ page, request, baseURL }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const xml = await (await request.get('/sitemap.xml')).text();
      expect(sitemapLocs(xml)).not.toContain(`${baseURL}${path}`);
    });
  }
});

test('the static build names its routes, not its files, and ships robots.txt and a valid sitemap', async ({
  page,
  request,
}) => {
  const xml = await (await request.get(`${staticUrl}/sitemap.xml`)).text();
  expect(await sitemapSchemaErrors(xml)).toEqual([]);
  const locs = landingLocs(xml);
  expect(locs.map((loc) => new URL(loc).pathname)).toEqual(EVERY_LANDING);
  const robots = await request.get(`${staticUrl}/robots.txt`);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Sitemap: ');
  for (const [index, route] of EVERY_LANDING.entries()) {
    await page.goto(`${staticUrl}${route}`);
    const { canonical, ogUrl } = await identity(page);
    expect(canonical).toBe(locs[index]);
    expect(ogUrl).toBe(locs[index]);
    expect(await htmlProblems(await page.content(), `static ${route}`, staticUrl)).toEqual([]);
  }
});

function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

test.describe('structured data', () => {
  for (const route of LANDING) {
    test(`${route}: BreadcrumbList and FAQPage match the breadcrumbs and the FAQ accordion`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(route);
      const all = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      // Nothing else: a helpful-info video's VideoObject is on its watch page (video-parts.spec.ts).
      const blocks = all;
      expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
      for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);

      const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
      const crumbs = await trail.evaluateAll((links) =>
        links.map((link) => ({
          name: link.textContent?.trim(),
          item: (link as HTMLAnchorElement).href,
        })),
      );
      const [breadcrumbs, faq] = blocks as [
        { itemListElement: { name: string; item: string }[] },
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
      ];
      expect(breadcrumbs.itemListElement.map(({ name, item }) => ({ name, item }))).toEqual(crumbs);
      expect(crumbs.at(-1)?.item).toBe(`${baseURL}${route}`);

      const accordion = page.locator('.seo');
      await accordion.scrollIntoViewIfNeeded();
      const questions = accordion.getByRole('heading', { level: 3 }).getByRole('button');
      await expect(questions.first()).toBeVisible();
      const accordionEntries = await accordion
        .locator('[data-state] > h3')
        .evaluateAll((headings) =>
          headings.map((heading) => {
            const button = heading.querySelector('button');
            const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
            return {
              name: button?.textContent?.trim() ?? '',
              text: panel?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
            };
          }),
        );
      expect(accordionEntries.length).toBeGreaterThan(0);
      expect(
        faq.mainEntity.map((question) => ({
          name: question.name,
          text: question.acceptedAnswer.text,
        })),
      ).toEqual(accordionEntries);

      // Nothing personal: the same blocks whoever asks (the page is one cached HTML).
      const text = JSON.stringify(blocks);
      for (const persona of PERSONAS) expect(text).not.toContain(persona.uuid);
    });
  }
});

/**
 * Islands on screen still showing their server HTML that will hydrate for this visitor. Not the
 * ones that by design never do without a click (`when: 'interaction'`), nor the personal ones on
 * an anonymous visitor's page (no `<html data-visitor>`): waiting for those only ran out the
 * time-out, 5 s a page.
 */
const WILL_HYDRATE = [
  'astro-island[ssr]:not([client="only"])',
  `:not([opts*='"when":"interaction"'])`,
  `:not(html:not([data-visitor]) [opts*='"value":"personal"'])`,
  ':visible',
].join('');

/**
 * The page as a visitor ends up with it: every island on screen once (client:visible ones
 * hydrate when seen) and the personalisation calls answered. The pages poll (device storage),
 * so the network never goes idle.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await expect(page.locator(WILL_HYDRATE))
    .toHaveCount(0, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

/** Every route the e2e suite visits, as the server sends it. */
const VISITED_ROUTES = [
  '/',
  '/wireless',
  '/wireless?outageWireless=true&numberTransfer=true',
  '/wireless?envVar=stage',
  '/wireless?orcAuth=visitor-token&envVar=stage',
  '/smallbusiness/wireless',
  '/es/wireless',
  '/es/smallbusiness/wireless',
  '/gallery',
  '/video-demo',
  '/video-demo?id=9000001',
  '/video-demo?id=9000002',
  '/video-demo?id=0000000',
  '/video-demo?id=5001039&modal=1&showCaption=1',
  '/acctmgmt/signin?final_url=/wireless',
  '/legal/privacy',
  '/no/such/page.html',
];

test.describe('valid HTML', () => {
  // One test a route and a visitor state, in parallel mode: the pages are independent, and the
  // validator's work then spreads over every worker instead of holding one for minutes.
  test.describe.configure({ mode: 'parallel' });

  /** The route as sent and as the browser built it (after `settled`): every problem of both. */
  async function problemsOf(page: Page, state: string, route: string): Promise<string[]> {
    // A connection of its own: the page's checks between two requests can leave a reused one idle
    // until the server's keep-alive ends (65 s, src/server/http/keep-alive.ts), and a request sent
    // on it just as the server closes it would fail with a reset that says nothing about the route.
    const sent = await page.request.get(route, { headers: { connection: 'close' } });
    expect([200, 404], route).toContain(sent.status());
    const problems = await htmlProblems(await sent.text(), `${state} sent ${route}`);
    await page.goto(route);
    await settled(page);
    problems.push(
      ...(await htmlProblems(
        await page.content(),
        `${state} built ${route}`,
        new URL(page.url()).origin,
      )),
    );
    return problems;
  }

  for (const route of VISITED_ROUTES) {
    test(`${route}, a route the suite visits, validates with zero errors, as sent and as built`, async ({
      page,
    }) => {
      expect(await problemsOf(page, 'anonymous', route)).toEqual([]);
    });
  }

  // The anonymous landing pages are among the routes above; each persona's page follows.
  for (const persona of PERSONAS) {
    const route = persona.id.startsWith('smb-') ? '/smallbusiness/wireless' : '/wireless';
    test(`${persona.id} on ${route}: the HTML sent and the page as the browser built it validate`, async ({
      page,
    }) => {
      await page.goto(`/acctmgmt/signin?final_url=${encodeURIComponent(route)}`);
      await page.getByRole('button', { name: persona.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === route);
      expect(await problemsOf(page, persona.id, route)).toEqual([]);
    });
  }
});

test.describe('the local site has no dead ends', () => {
  test('the index lists the landing pages, the gallery, the video demo and the visitor-state switcher', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.getByRole('main');
    const expected: [string, string][] = [
      ['Wireless support', '/wireless'],
      ['Small business wireless support', '/smallbusiness/wireless'],
      ['Try a visitor state', '/acctmgmt/signin?final_url=/wireless'],
      ['Component gallery', '/gallery'],
      ['Video player demo', '/video-demo'],
    ];
    for (const [name, href] of expected)
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expectNoAxeViolations(page);
  });

  test('a main-site path answers with a placeholder page that passes axe', async ({ page }) => {
    const response = await page.goto('/support/contact-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLACEHOLDER_HEADING);
    await expect(page.getByText('/support/contact-us', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Back to the local site index' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expectNoAxeViolations(page);
  });

  test('from /, every same-origin link on every page answers 200, and no placeholder is indexable', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? '').origin;
    const queue = ['/'];
    const seen = new Set(queue);
    const failures: string[] = [];
    const indexable: string[] = [];
    let placeholders = 0;

    const sameOriginLinks = (hrefs: string[]) =>
      hrefs.flatMap((href) => {
        const url = new URL(href, origin);
        if (url.origin !== origin) return [];
        url.hash = '';
        // A watch page at a moment (a transcript line, a chapter) is the same document: walked once.
        if (isWatchPath(url.pathname)) url.searchParams.delete(MOMENT_PARAM);
        return [`${url.pathname}${url.search}`];
      });

    while (queue.length > 0) {
      const path = queue.shift() ?? '';
      const response: APIResponse = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        failures.push(`${path}: ${response.status()}`);
        continue;
      }
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      const html = await response.text();
      const robots = `${html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? ''} ${response.headers()['x-robots-tag'] ?? ''}`;
      const noindex = /noindex|none/i.test(robots);
      let hrefs: string[];
      if (html.includes(PLACEHOLDER_HEADING)) {
        placeholders += 1;
        if (!noindex) failures.push(`${path}: a placeholder page is indexable`);
        hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');
      } else {
        if (!noindex) indexable.push(`${origin}${path}`);
        // The product's own pages: their links as the browser has them, islands included.
        await page.goto(path);
        await settled(page);
        hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      }
      for (const next of sameOriginLinks(hrefs)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }

    test.info().annotations.push({
      type: 'link walk',
      description: `${seen.size} distinct same-origin links, ${placeholders} placeholder pages`,
    });
    console.log(`link walk: ${seen.size} distinct same-origin links, ${placeholders} placeholders`);
    expect(failures).toEqual([]);
    expect(placeholders).toBeGreaterThan(50);
    // What a crawler may index is exactly what the sitemap offers.
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(indexable.sort()).toEqual(sitemapLocs(xml).sort());
  });

  test('in production, / and the main-site paths stay 404: no index, no placeholder', async ({
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A second server as production runs it: real upstreams configured (here the e2e sandbox's
    // address, given as if it were the carrier's), so the serve script starts no sandbox.
    const port = Number(new URL(baseURL ?? '').port) + 5;
    const origin = `http://127.0.0.1:${port}`;
    const upstream = sandboxUrl();
    const server = spawn(process.execPath, ['src/server/serve-node.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_ENV: 'prod',
        SITE_URL: origin,
        UPSTREAM_API_URL: upstream,
        UPSTREAM_CMS_URL: upstream,
        UPSTREAM_VIDEO_URL: upstream,
        UPSTREAM_ACCOUNT_URL: upstream,
        OUT_DIR: process.env['OUT_DIR'] ?? 'dist',
      },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/wireless`).catch(() => undefined))?.status, {
          timeout: 30_000,
        })
        .toBe(200);
      // A language route's first segment must name a language that lives under its code.
      const notLanguages = ['/en/wireless', '/fr/wireless', '/fr/smallbusiness/wireless'];
      for (const path of [
        '/',
        '/legal/privacy',
        '/support/contact-us',
        '/smallbusiness/support',
        ...notLanguages,
        '/fr/support/videos/9100003',
      ]) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain(PLACEHOLDER_HEADING);
      }
    } finally {
      server.kill('SIGTERM');
    }
  });
});
