/**
 * The pseudo-locale proves the locale table whole: both landing pages in it, for an anonymous, a
 * recognised and a signed-in visitor, at 320 px and at 1280 px. Once the islands have hydrated,
 * every text the page shows or announces is inside the generator's markers but for the content
 * the feed had only in English (`lang="en"`) and the other languages' names (tests/support/
 * pseudo-texts.ts); the texts, 40% longer than English, fit (tests/support/layout-fit.ts); and
 * the page is axe-clean.
 *
 * The pseudo-locale exists only in a build made with PUBLIC_PSEUDO_LOCALE=on: `npm run
 * build:pseudo` (part of `npm run build:test`) builds one into dist-pseudo, and this spec runs it
 * on a site of its own (E2E_PORT + 93, its sandbox + 94). The content service has no content in
 * the pseudo-locale, so every block is the English one, marked as such.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrateVisitorIslands } from '../support/islands.ts';
import { layoutMisfits } from '../support/layout-fit.ts';
import { pageTexts } from '../support/page-texts.ts';
import { e2ePort } from '../support/ports.ts';
import {
  ALLOWED_OUTSIDE_MARKERS,
  textsOutsideMarkers,
  type Allowed,
} from '../support/pseudo-texts.ts';
import { publishAll, sandboxAt, signInAs } from '../support/sandbox.ts';
import { startSiteProcess, type SiteProcess } from '../support/site-process.ts';
import { ENGLISH_HEALTH } from '../../sandbox/account-routes.ts';
import { PERSONAS } from '../../sandbox/personas.ts';

const OUT_DIR = 'dist-pseudo';
const PORT = e2ePort + 93;
const siteUrl = `http://127.0.0.1:${PORT}`;
const sandbox = sandboxAt(() => `http://127.0.0.1:${PORT + 1}`);

/** The pseudo-locale's code, as the pseudo build's table has it (unit runs see the table without it). */
const PSEUDO = 'en-XA';
const PAGES = [`/${PSEUDO}/wireless`, `/${PSEUDO}/smallbusiness/wireless`] as const;

/** Each page's visitors: the persona to sign in as (none: anonymous). */
const VISITORS = {
  [PAGES[0]]: [
    { visitor: 'anonymous', persona: undefined },
    { visitor: 'recognised', persona: 'Recognised, valid device' },
    { visitor: 'signed in', persona: 'Signed-in consumer' },
  ],
  [PAGES[1]]: [
    { visitor: 'anonymous', persona: undefined },
    { visitor: 'recognised', persona: 'Recognised, valid device' },
    { visitor: 'signed in', persona: 'Small business, Internet Air active' },
  ],
} as const;

const WIDTHS = [320, 1280] as const;

/**
 * The upstreams' own texts, which the product shows as they come: the visitor's device names
 * (account data), and the service-health checks' names and messages, which the service answers
 * in English for a language it lacks without saying so, so the panel cannot mark them
 * `lang="en"` as it marks the content feeds' English blocks (docs/locales.md, "Pseudo-locale").
 */
const UPSTREAM_TEXTS: readonly Allowed[] = [
  ...PERSONAS.flatMap((persona) => persona.devices ?? []).map((device): Allowed => [
    device.name,
    'a device name',
  ]),
  ...Object.values(ENGLISH_HEALTH).map((text): Allowed => [text, "the service-health service's"]),
];

let site: SiteProcess;

test.use({ baseURL: siteUrl });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  expect(
    existsSync(`${OUT_DIR}/server/entry.mjs`),
    `no pseudo build in ${OUT_DIR}: npm run build:pseudo`,
  ).toBe(true);
  site = await startSiteProcess(PORT, { OUT_DIR });
});

test.afterAll(async () => {
  await site.stop();
});

test.beforeEach(async () => {
  await sandbox.reset();
  await publishAll(siteUrl);
});

for (const path of PAGES) {
  for (const { visitor, persona } of VISITORS[path]) {
    test(`${path}, ${visitor}: every text inside the markers, nothing clipped or overflowing at ${WIDTHS.join(' and ')} px, axe clean`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      if (persona) await signInAs(page, persona, path);
      for (const width of WIDTHS) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
          await hydrateVisitorIslands(page, persona !== undefined);
          await page.waitForLoadState('networkidle');

          // Blocks in another language (content the feed had only in English, the language
          // switch's names of the other languages) are that language's, not the catalogue's.
          const texts = (await page.evaluate(pageTexts)).filter((text) => text.inPageLanguage);
          const outside = textsOutsideMarkers(texts, [
            ...ALLOWED_OUTSIDE_MARKERS,
            ...UPSTREAM_TEXTS,
          ]);
          expect(outside, 'texts outside the pseudo-locale markers').toEqual([]);
          expect(await page.evaluate(layoutMisfits), 'texts that do not fit').toEqual([]);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
