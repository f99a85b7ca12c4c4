/**
 * The Spanish pages: /es/wireless and /es/smallbusiness/wireless in Spanish from the content
 * feed's Spanish set, their identity and their English twins' (every alternate answers and they
 * point at each other), the sitemap's alternates, the footer's language switch both ways, valid
 * and accessible HTML, and, on a site of the spec's own (E2E_PORT + 40, its log read), a block
 * the Spanish content lacks shown in English with `lang="en"` and logged once, and a publish of the
 * Spanish content refreshing the Spanish pages only.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoHtmlcsErrors, TAB_HIGHLIGHT_CONTRAST } from '../support/html-codesniffer.ts';
import { htmlProblems } from '../support/html-validity.ts';
import { PUBLISH_SECRET, publishAll, sandbox, sandboxAt } from '../support/sandbox.ts';
import { sitemapSchemaErrors } from '../support/sitemap-schema.ts';
import { e2ePort } from '../support/ports.ts';

const TWINS = [
  ['/wireless', '/es/wireless'],
  ['/smallbusiness/wireless', '/es/smallbusiness/wireless'],
] as const;
const SPANISH = TWINS.map(([, spanish]) => spanish);
const ALL = TWINS.flat();

/** The Spanish SEO entries of the sandbox's Spanish content (sandbox/content/es-US). */
const SPANISH_TITLES: Record<string, string> = {
  '/es/wireless': 'Soporte del servicio inalámbrico: servicio, dispositivos y facturación',
  '/es/smallbusiness/wireless':
    'Soporte inalámbrico para pequeñas empresas: servicio, dispositivos y cuentas',
};

const englishOf = (route: string) => route.replace(/^\/es\//, '/');

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    );
  return Object.fromEntries(links);
}

const footer = (page: Page) => page.getByRole('contentinfo');

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.describe('the Spanish pages', () => {
  for (const route of SPANISH) {
    test(`${route} answers in Spanish, names itself, and passes axe, HTML_CodeSniffer and html-validate`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(SPANISH_TITLES[route] ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${route}`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${baseURL}${route}`,
      );
      await expect(
        page.getByRole('heading', { level: 1, name: 'Soporte del servicio inalámbrico' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Soluciones principales' })).toBeVisible();
      // Every block of the default Spanish content is Spanish: nothing is marked English.
      expect(await page.locator('main [lang]').count()).toBe(0);

      await expectNoAxeViolations(page);
      await expectNoHtmlcsErrors(page, { knownFalsePositives: [TAB_HIGHLIGHT_CONTRAST] });
      const sent = await (await page.request.get(route)).text();
      expect(await htmlProblems(sent, `sent ${route}`)).toEqual([]);
      expect(await htmlProblems(await page.content(), `built ${route}`, baseURL)).toEqual([]);
    });
  }
  // A signed-in and a recognised visitor's Spanish pages: tests/e2e/spanish-text.spec.ts signs
  // each in to both pages and checks lang="es", no English product text, axe and CLS.
});

/** The helpful-info video tiles, hydrated (the island does so once on screen). */
async function helpfulTiles(page: Page) {
  const helpful = page.locator('section.helpful:visible');
  await helpful.scrollIntoViewIfNeeded();
  const tiles = helpful.locator('[data-video-id]');
  await tiles.first().scrollIntoViewIfNeeded();
  await expect(tiles.first()).toHaveAttribute('data-status', 'ready');
  return tiles;
}

test.describe('the video metadata in the page language', () => {
  test('a Spanish page shows the Spanish video title in the tile', async ({ page }) => {
    await page.goto('/es/wireless');
    const tiles = await helpfulTiles(page);
    const play = tiles.getByRole('button', {
      name: 'Reproducir video: Cómo reiniciar su teléfono',
    });
    await expect(play).toBeVisible();
    expect(await tiles.locator('[lang="en"]').count()).toBe(0);
  });

  // Was 'an English page asks and describes its videos as before' (its VideoObjects): a landing
  // page carries none now; video-parts.spec.ts checks the English tile and the watch page's data.

  test('a video without its Spanish version shows the English title marked lang="en"', async ({
    page,
    baseURL,
  }) => {
    await sandbox.scenario({ untranslated: ['5001039'] });
    await publishAll(baseURL ?? '');
    // The other videos keep their Spanish versions (their watch pages are in Spanish).
    const other = await page.request.get('/es/support/videos/5000858');
    expect(await other.text()).toContain('Configure las llamadas por Wi-Fi');
    await page.goto('/es/wireless');
    const tiles = await helpfulTiles(page);
    // The button's own words stay Spanish; the English title inside its name is marked.
    const play = tiles.getByRole('button', { name: 'Reproducir video: How to restart your phone' });
    await expect(play).toBeVisible();
    const title = play.getByText('How to restart your phone', { exact: true });
    expect(await title.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(
      'en',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the language alternates', () => {
  test('all four pages carry the en, es and x-default alternates, which answer 200 and name each other', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const [english, spanish] of TWINS) {
      const expected = {
        en: `${baseURL}${english}`,
        es: `${baseURL}${spanish}`,
        'x-default': `${baseURL}${english}`,
      };
      for (const route of [english, spanish]) {
        await page.goto(route);
        expect(await alternates(page), route).toEqual(expected);
      }
      for (const href of Object.values(expected)) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
        // Each alternate is the page itself: its canonical is the alternate's address.
        const html = await response.text();
        expect(html).toContain(`<link rel="canonical" href="${href}">`);
      }
    }
  });

  test('the sitemap lists both languages, each page with its alternates, and validates', async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const entries = urls.map((url) => ({
      loc: url.match(/<loc>([^<]+)<\/loc>/)?.[1],
      alternates: [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map(([, hreflang, href]) => `${hreflang} ${href}`),
    }));
    // The watch pages follow the landing pages (their entries: watch-seo.spec.ts).
    const landing = entries.filter(
      (entry) => !/^\/(es\/)?support\/videos\//.test(new URL(entry.loc ?? '').pathname),
    );
    expect(landing.map((entry) => entry.loc)).toEqual(ALL.map((route) => `${baseURL}${route}`));
    for (const entry of landing) {
      const english = englishOf(new URL(entry.loc ?? '').pathname);
      expect(entry.alternates, entry.loc).toEqual([
        `en ${baseURL}${english}`,
        `es ${baseURL}/es${english}`,
        `x-default ${baseURL}${english}`,
      ]);
    }
  });
});

test.describe('the language switch', () => {
  for (const [english, spanish] of TWINS) {
    test(`moves from ${english} to ${spanish} and back`, async ({ page }) => {
      await page.goto(english);
      const toSpanish = footer(page).getByRole('link', { name: 'Español', exact: true });
      await expect(toSpanish).toHaveAttribute('lang', 'es');
      await expect(toSpanish).toHaveAttribute('hreflang', 'es');
      await toSpanish.click();
      await expect(page).toHaveURL((url) => url.pathname === spanish);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      const toEnglish = footer(page).getByRole('link', { name: 'English', exact: true });
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await expect(footer(page).getByRole('link', { name: 'Español' })).toHaveCount(0);
      await toEnglish.click();
      await expect(page).toHaveURL((url) => url.pathname === english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

/**
 * A site of this spec's own, with its log: the e2e server's output is not read by tests. The
 * sandbox runs inside it over a seeded copy of the content (`.sandbox-state/content-<port>`).
 */
interface LoggedSite {
  url: string;
  sandboxUrl: string;
  contentDir: string;
  log: () => string[];
  stop: () => Promise<void>;
}

async function startLoggedSite(port: number): Promise<LoggedSite> {
  const url = `http://127.0.0.1:${port}`;
  const contentDir = path.resolve('.sandbox-state', `content-${port}`);
  const child: ChildProcessByStdio<null, null, Readable> = spawn(
    process.execPath,
    ['src/server/serve-node.ts'],
    {
      env: {
        ...process.env,
        SITE_ENV: 'local',
        PORT: String(port),
        HOST: '127.0.0.1',
        SANDBOX_PORT: String(port + 1),
        SITE_URL: url,
        PUBLISH_SECRET,
        OUT_DIR: process.env['OUT_DIR'] ?? 'dist',
        SANDBOX_CONTENT_DIR: contentDir,
        SANDBOX_CONTENT_SEED: '1',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await expect
    .poll(
      () =>
        fetch(`${url}/favicon.svg`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${port + 1}`,
    contentDir,
    log: () => output.split('\n').filter(Boolean),
    stop,
  };
}

const publish = (site: LoggedSite, tags: string[]) =>
  fetch(`${site.url}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISH_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });

test.describe('on a site of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let site: LoggedSite;

  test.beforeAll(async () => {
    site = await startLoggedSite(e2ePort + 40);
  });
  test.afterAll(async () => site?.stop());

  test('a block missing in Spanish shows in English, marked lang="en", and is logged once', async ({
    page,
  }) => {
    await sandboxAt(() => site.sandboxUrl).scenario({ untranslated: ['serviceCheckUp'] });
    expect((await publish(site, ['feed:content:es'])).status).toBe(200);

    await page.goto(`${site.url}/es/wireless`);
    const english = page.getByRole('heading', { name: 'Check and fix your service' });
    await expect(english).toBeVisible();
    const languageOf = (heading: ReturnType<Page['getByRole']>) =>
      heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
    expect(await languageOf(english)).toBe('en');
    await expect(page.getByRole('link', { name: /Start a check/ })).toBeVisible();
    // The rest of the page is still Spanish.
    expect(await languageOf(page.getByRole('heading', { name: 'Soluciones principales' }))).toBe(
      'es',
    );
    await expectNoAxeViolations(page);
    expect(await htmlProblems(await page.content(), 'fallback /es/wireless', site.url)).toEqual([]);

    // A second render (another cache key) shows it again without a second line.
    expect((await fetch(`${site.url}/es/wireless?envVar=stage`)).status).toBe(200);
    // The line as the log writes it, JSON or text: its source, then its message.
    const fallbackLines = () =>
      site.log().filter((line) => /content-fallback.*has no '\w+' in es/.test(line));
    await expect.poll(() => fallbackLines().length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(fallbackLines()).toHaveLength(1);
    expect(fallbackLines()[0]).toContain(
      "content has no 'serviceCheckUp' in es; the English block is shown",
    );
  });

  test('a publish of the Spanish content refreshes the Spanish pages, not the English ones', async () => {
    await sandboxAt(() => site.sandboxUrl).reset();
    expect((await publish(site, ['feed:content', 'feed:content:es'])).status).toBe(200);
    for (const route of ALL) await fetch(`${site.url}${route}`);
    const cache = async (route: string) =>
      (await fetch(`${site.url}${route}`)).headers.get('x-astro-cache');
    for (const route of ALL) expect(await cache(route), route).toBe('HIT');

    const file = path.join(site.contentDir, 'es-US', 'wireless-support.json');
    const original = await readFile(file, 'utf8');
    try {
      await writeFile(
        file,
        original.replace('Desbloquear su teléfono', 'Desbloquee su teléfono hoy'),
      );
      expect((await publish(site, ['feed:content:es'])).status).toBe(200);
      for (const route of SPANISH) {
        const response = await fetch(`${site.url}${route}`);
        expect(response.headers.get('x-astro-cache'), route).toBe('MISS');
        if (route === '/es/wireless')
          expect(await response.text()).toContain('Desbloquee su teléfono hoy');
      }
      for (const [english] of TWINS) expect(await cache(english), english).toBe('HIT');
    } finally {
      await writeFile(file, original);
    }
  });
});
