/**
 * Byte budgets (tests/support/budgets.ts), held on every run: bytes are deterministic where times
 * are not. Each page's first response as each server sends it (headers and brotli body, the
 * cached copy and the first answer after a render), the JavaScript a landing page runs before any
 * interaction (gzip, and how many script requests), the render-blocking bytes, and the embed's
 * script before a click. A failure names the budget, the figure and where the bytes are.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { BUDGETS, type PageBudget } from '../support/budgets.ts';
import { describeContributors, gzipSize, htmlContributors } from '../support/page-bytes.ts';
import { sendRaw } from '../support/raw-http.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';
import { e2ePort, staticPort } from '../support/ports.ts';

/** Every byte of one answer on the wire (status line, headers, body), asking for brotli. */
async function wireBytes(port: number, path: string) {
  const reply = await sendRaw(
    port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n`,
  );
  expect(reply.status, path).toBe(200);
  const head = reply.text.indexOf('\r\n\r\n') + 4;
  return {
    total: Buffer.byteLength(reply.text, 'latin1'),
    head,
    body: Buffer.byteLength(reply.text, 'latin1') - head,
    encoding: reply.headers['content-encoding'],
    cache: reply.headers['x-astro-cache'],
  };
}

function overBudget(name: string, figure: number, budget: number, detail: string): string {
  return `${name}: ${figure} B is over its budget of ${budget} B (tests/support/budgets.ts) by ${figure - budget} B\n${detail}`;
}

async function htmlOf(page: Page, url: string): Promise<string> {
  return (await page.request.get(url, { headers: { 'accept-encoding': 'identity' } })).text();
}

// Budgets hold the product's own pages: the sandbox's defaults, whatever scenario (flags, outages,
// untranslated blocks) a spec that ran earlier in this worker left behind.
test.beforeEach(() => sandbox.reset());

test.describe('the first response of each page fits its budget', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [path, budget] of Object.entries(BUDGETS.firstResponse) as [string, PageBudget][]) {
    test(`${path}: headers and brotli body from the node server (first answer and cached) and the static server`, async ({
      page,
      baseURL,
    }) => {
      // A fresh render: the first visitor after a publish gets it, then every visitor the copy.
      await publishAll(baseURL ?? '');
      const rendered = await wireBytes(e2ePort, path);
      const cached = await wireBytes(e2ePort, path);
      const detail = describeContributors(htmlContributors(await htmlOf(page, path)));
      const figures = {
        rendered,
        cached,
        ...(budget.static ? { static: await wireBytes(staticPort, path) } : {}),
      };
      test.info().annotations.push({ type: 'bytes', description: JSON.stringify(figures) });
      console.log(`${path} ${JSON.stringify(figures)}\n${detail}`);
      expect(rendered.encoding, `${path} first answer`).toBe('br');
      expect(cached.encoding, `${path} cached`).toBe('br');
      const problems = [
        rendered.total > budget.node &&
          overBudget(
            `${path} first answer after a render (node)`,
            rendered.total,
            budget.node,
            detail,
          ),
        cached.total > budget.node &&
          overBudget(`${path} cached copy (node)`, cached.total, budget.node, detail),
        figures.static &&
          budget.static &&
          figures.static.total > budget.static &&
          overBudget(`${path} static build`, figures.static.total, budget.static, detail),
      ].filter(Boolean);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  }
});

/** Every script a page loads with nobody touching it. */
/**
 * @param only the script files that count, by path (the page's inline scripts then do not)
 */
async function scriptsAtRest(page: Page, path: string, only?: (file: string) => boolean) {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  let last = Date.now();
  const collect = (request: Request) => {
    if (request.resourceType() !== 'script' || only?.(new URL(request.url()).pathname) === false)
      return;
    last = Date.now();
    bodies.set(
      new URL(request.url()).pathname,
      request.response().then((response) => response?.body().catch(() => undefined)),
    );
  };
  page.on('request', collect);
  await page.goto(path);
  await page.waitForLoadState('load');
  // Every island that hydrates without being seen or touched (idle, load) has hydrated, then a
  // second and a half passes with no new script: what a visitor's page runs before they act.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every(
        (island) => !/"value":"(idle|load)"/.test(island.getAttribute('opts') ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await expect.poll(() => Date.now() - last, { timeout: 15_000 }).toBeGreaterThan(1500);
  page.off('request', collect);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? '')
      .join('\n'),
  );
  const files = await Promise.all(
    [...bodies].map(async ([file, body]) => ({ file, gzip: gzipSize((await body) ?? '') })),
  );
  files.sort((a, b) => b.gzip - a.gzip);
  const inlineGzip = only ? 0 : gzipSize(inline);
  return {
    requests: files.length,
    gzip: files.reduce((sum, f) => sum + f.gzip, inlineGzip),
    detail: [
      `  inline scripts: ${inlineGzip} B`,
      ...files.slice(0, 8).map((f) => `  ${f.file}: ${f.gzip} B`),
    ].join('\n'),
  };
}

test.describe('JavaScript before interaction fits its budget', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { path, persona, gzip, requests } of BUDGETS.scriptsAtRest) {
    test(`${path}, ${persona ?? 'anonymous'}: ${gzip} B gzip in at most ${requests} script requests`, async ({
      page,
    }) => {
      if (persona) await signInAs(page, persona, path);
      const found = await scriptsAtRest(page, path);
      const figures = `${found.gzip} B gzip in ${found.requests} script requests\n${found.detail}`;
      test.info().annotations.push({ type: 'scripts', description: figures });
      console.log(`${path} ${persona ?? 'anonymous'}: ${figures}`);
      const problems = [
        found.gzip > gzip &&
          overBudget(
            `${path} JavaScript before interaction (gzip)`,
            found.gzip,
            gzip,
            found.detail,
          ),
        found.requests > requests &&
          `${path} script requests: ${found.requests} is over its budget of ${requests} (tests/support/budgets.ts)\n${found.detail}`,
      ].filter(Boolean);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  }
});

test.describe('nothing but the HTML blocks the first paint, and the embed stays small', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of Object.keys(BUDGETS.firstResponse)) {
    test(`${path}: render-blocking bytes within ${BUDGETS.renderBlocking} B`, async ({ page }) => {
      await page.goto(path);
      // Stylesheets that apply to the screen, and classic scripts without async or defer, in the
      // head: the browser paints nothing until each has arrived.
      const blocking = await page.evaluate(() => [
        ...[...document.querySelectorAll<HTMLLinkElement>('head link[rel~="stylesheet"]')]
          .filter((link) => !link.disabled && !/^print$/i.test(link.media))
          .map((link) => link.href),
        ...[...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
          .filter((script) => !script.async && !script.defer && script.type !== 'module')
          .map((script) => script.src),
      ]);
      const sizes = await Promise.all(
        blocking.map(async (url) => ({
          url,
          gzip: gzipSize(await (await page.request.get(url)).body()),
        })),
      );
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const detail = sizes.map((s) => `  ${s.url}: ${s.gzip} B gzip`).join('\n');
      expect(
        total,
        overBudget(`${path} render-blocking bytes`, total, BUDGETS.renderBlocking, detail),
      ).toBeLessThanOrEqual(BUDGETS.renderBlocking);
    });
  }

  test(`the embed's JavaScript before a click on a host page within ${BUDGETS.embed} B gzip`, async ({
    page,
  }) => {
    const found = await scriptsAtRest(page, '/embed-demo.html', (file) =>
      file.startsWith('/embed/'),
    );
    console.log(
      `/embed-demo.html embed scripts: ${found.gzip} B gzip in ${found.requests} requests`,
    );
    expect(
      found.gzip,
      overBudget('the embed before a click', found.gzip, BUDGETS.embed, found.detail),
    ).toBeLessThanOrEqual(BUDGETS.embed);
  });
});
