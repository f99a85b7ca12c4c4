/**
 * The first screen of each landing page at 1280×800 in Firefox, WebKit and (when Debian's Chromium
 * is installed) Chromium, saved under test-results/engines/, and the pixel difference between
 * engines (tests/engines/support/pixel-diff.ts), written to test-results/engines/pixel-diff.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumInstalled, openChromium } from './support/chromium-reference.ts';
import { LANDING_PAGES } from './support/landing-pages.ts';
import { openEngine, selectedEngines, type EnginePage } from './support/engines.ts';
import {
  expectEveryIslandHydrated,
  framesRendered,
  settled,
  waitFor,
} from './support/page-checks.ts';
import { diffPngs, LAYOUT_THRESHOLD, PIXEL_THRESHOLD } from './support/pixel-diff.ts';

const OUT = 'test-results/engines';
const WIDTH = 1280;
const HEIGHT = 800;

const slug = (path: string) => path.replace(/^\//, '').replaceAll('/', '-');
/** Screenshots taken in this run: engine → page → PNG. */
const shots = new Map<string, Map<string, Uint8Array>>();
/** Per engine: how far /wireless without its stylesheets is from itself (the broken-layout check). */
const unstyledRatios = new Map<string, number>();

function keep(engine: string, path: string, png: Uint8Array): Promise<void> {
  const byPage = shots.get(engine) ?? new Map<string, Uint8Array>();
  byPage.set(path, png);
  shots.set(engine, byPage);
  return writeFile(`${OUT}/${engine}-${slug(path)}.png`, png);
}

/** The page's first screen as a visitor sees it once it has settled: fonts in, islands hydrated. */
async function firstScreen(page: EnginePage, path: string): Promise<Uint8Array> {
  await page.goto(path);
  await expectEveryIslandHydrated(page, { personal: false });
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  await settled(page);
  await waitFor(page, 'the page at its top', () => window.scrollY === 0);
  return page.screenshot();
}

describe('first screens', () => {
  afterAll(async () => {
    const engines = [...shots.keys()];
    if (engines.length < 2) return;
    const lines = [
      `# Pixel differences between engines (${WIDTH}×${HEIGHT}, first screen)`,
      '',
      `pixelmatch threshold ${PIXEL_THRESHOLD}, anti-aliased pixels not counted; a layout counts as broken above ${(LAYOUT_THRESHOLD * 100).toFixed(0)} % of the pixels.`,
      '',
      '| page | engines | differing pixels | share |',
      '| ---- | ------- | ---------------- | ----- |',
    ];
    for (const path of LANDING_PAGES) {
      for (let i = 0; i < engines.length; i += 1) {
        for (let j = i + 1; j < engines.length; j += 1) {
          const [a, b] = [engines[i] ?? '', engines[j] ?? ''];
          const first = shots.get(a)?.get(path);
          const second = shots.get(b)?.get(path);
          if (!first || !second) continue;
          const diff = diffPngs(first, second);
          await writeFile(`${OUT}/diff-${a}-${b}-${slug(path)}.png`, diff.image);
          lines.push(
            `| ${path} | ${a} / ${b} | ${diff.differing} | ${(diff.ratio * 100).toFixed(2)} % |`,
          );
        }
      }
    }
    lines.push('', '| engine | /wireless against itself without stylesheets |', '| --- | --- |');
    for (const [engine, ratio] of unstyledRatios)
      lines.push(`| ${engine} | ${(ratio * 100).toFixed(2)} % |`);
    await writeFile(`${OUT}/pixel-diff.md`, `${lines.join('\n')}\n`);
  });

  if (chromiumInstalled()) {
    it('chromium: each landing page’s first screen (the reference)', async () => {
      await mkdir(OUT, { recursive: true });
      const page = await openChromium();
      try {
        await page.setViewport(WIDTH, HEIGHT);
        for (const path of LANDING_PAGES)
          await keep('chromium', path, await firstScreen(page, path));
      } finally {
        await page.close();
      }
    });
  }

  for (const engine of selectedEngines()) {
    it(`${engine}: each landing page’s first screen, and how far it is from itself unstyled`, async () => {
      await mkdir(OUT, { recursive: true });
      const page = await openEngine(engine);
      try {
        await page.setViewport(WIDTH, HEIGHT);
        for (const path of LANDING_PAGES) await keep(engine, path, await firstScreen(page, path));
        // The threshold sees a broken layout: the same page without its stylesheets is far off.
        await page.goto('/wireless');
        await page.evaluate(() => {
          for (const sheet of document.querySelectorAll('style, link[rel="stylesheet"]'))
            sheet.remove();
          window.scrollTo(0, 0);
        });
        await framesRendered(page);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const unstyled = diffPngs(
          shots.get(engine)?.get('/wireless') ?? new Uint8Array(),
          await page.screenshot(),
        );
        unstyledRatios.set(engine, unstyled.ratio);
        expect(unstyled.ratio, 'an unstyled page differs beyond the threshold').toBeGreaterThan(
          LAYOUT_THRESHOLD,
        );
      } finally {
        await page.close();
      }
    });
  }

  // A layout broken in one engine differs from every other engine's; one screenshot off by itself
  // (a reference taken mid-change) is not charged to the engine compared with it.
  if ((chromiumInstalled() ? 1 : 0) + selectedEngines().length >= 2) {
    it('each engine’s first screen is within the threshold of another engine’s', () => {
      for (const [engine, byPage] of shots) {
        for (const path of LANDING_PAGES) {
          const mine = byPage.get(path);
          if (!mine) continue;
          const against = [...shots]
            .filter(([other, theirs]) => other !== engine && theirs.has(path))
            .map(([other, theirs]) => ({ other, diff: diffPngs(mine, theirs.get(path) ?? mine) }));
          expect(against.length, `${path}: other engines' screenshots`).toBeGreaterThan(0);
          const closest = Math.min(...against.map(({ diff }) => diff.ratio));
          const report = against
            .map(
              ({ other, diff }) =>
                `${other} ${(diff.ratio * 100).toFixed(2)} % (rows that differ most: ${diff.bands || 'none'})`,
            )
            .join('; ');
          expect(closest, `${path} in ${engine} against ${report}`).toBeLessThanOrEqual(
            LAYOUT_THRESHOLD,
          );
        }
      }
    });
  }
});
