/**
 * No English product text on a Spanish page: both Spanish landing pages, for an anonymous, a
 * recognised and a signed-in visitor (the sandbox's personas, signed in through its sign-in page).
 * Once the page has settled and its islands have hydrated, every text it shows or announces (text
 * nodes, `aria-label`, `title`, `alt`, `placeholder`) is checked against the English catalogue's
 * texts (tests/support/english-texts.ts), but for a block the feed had only in English, which
 * says so with `lang="en"`. Each state is also axe-clean and does not shift on a throttled phone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { hydrated, hydrateVisitorIslands } from '../support/islands.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { englishTexts, englishTextsIn, notInEnglishBlocks } from '../support/english-texts.ts';
import { pageTexts } from '../support/page-texts.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';
import { publishAll, sandbox, signInAs } from '../support/sandbox.ts';

const PAGES = ['/es/wireless', '/es/smallbusiness/wireless'] as const;

/** Each page's visitors: the persona to sign in as (none: anonymous), and what proves the state. */
const VISITORS = {
  '/es/wireless': [
    { visitor: 'anonymous', persona: undefined, shows: '¿Desea ayuda personalizada?' },
    { visitor: 'recognised', persona: 'Recognised, valid device', shows: '¿No es usted?' },
    {
      visitor: 'signed in',
      persona: 'Signed-in consumer',
      shows: 'Le damos la bienvenida, Jordan',
    },
  ],
  '/es/smallbusiness/wireless': [
    { visitor: 'anonymous', persona: undefined, shows: undefined },
    { visitor: 'recognised', persona: 'Recognised, valid device', shows: undefined },
    {
      visitor: 'signed in',
      persona: 'Small business, Internet Air active',
      shows: 'El estado de su pedido',
    },
  ],
} as const;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

for (const path of PAGES) {
  for (const { visitor, persona, shows } of VISITORS[path]) {
    test(`${path}, ${visitor}: no English product text, axe clean, CLS 0.00 on a throttled phone`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      if (persona) await signInAs(page, persona, path);
      await watchLayoutShifts(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { total: cls, shifts } = await layoutShifts(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
      expect(cls, JSON.stringify(shifts)).toBeLessThan(0.005);

      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await hydrateVisitorIslands(page, persona !== undefined);
      if (shows) await expect(page.getByText(shows, { exact: true }).first()).toBeVisible();

      const found = englishTextsIn(
        notInEnglishBlocks(await page.evaluate(pageTexts)),
        await englishTexts('es'),
      );
      expect(found, 'English product texts on the Spanish page').toEqual([]);

      await expectNoAxeViolations(page);
    });
  }
}

/**
 * Every text of the English sandbox's knowledge, contact-us and outage-banner content and of its
 * search articles that the Spanish content says differently (ids, addresses and product names
 * such as 'Internet Air' are the same in both).
 */
function englishFeedTexts(): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(leaves)
        : [];
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join('sandbox/content', file), 'utf8')) as unknown;
  const files = [
    'knowledge-tagsets.json',
    'knowledge-contents.json',
    'contact-us.json',
    'outage-banners.json',
    'knowledge-articles.json',
    'knowledge-top-solutions.json',
    'knowledge-banners.json',
    'support.json',
  ];
  const spanish = new Set(files.flatMap((file) => leaves(read(`es-US/${file}`))));
  return [
    ...new Set(
      files
        .flatMap((file) => leaves(read(file)))
        .filter((text) => text.length > 3 && !/^[/\w-]+$/.test(text) && !spanish.has(text)),
    ),
  ];
}

/** The English feed texts the page shows outside a `lang="en"` block (a whole text, or inside one). */
async function englishFeedTextsShown(page: Page): Promise<string[]> {
  const texts = notInEnglishBlocks(await page.evaluate(pageTexts)).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
  return englishFeedTexts().filter((english) =>
    texts.some((text) => text === english || (english.includes(' ') && text.includes(english))),
  );
}

test.describe("the feeds' content", () => {
  for (const path of PAGES) {
    test(`${path} shows the knowledge topics, contact us, outage banners and search results in Spanish`, async ({
      page,
      baseURL,
    }) => {
      await sandbox.scenario({ outage: 'issue' });
      await publishAll(baseURL ?? '');
      await page.goto(path);
      await expect(page.getByText('Interrupción del servicio en su zona')).toBeVisible();
      if (path === '/es/wireless')
        await expect(page.getByRole('heading', { name: 'Cuenta y facturación' })).toBeVisible();
      await hydrated(page.locator('astro-island[component-url*="KnowledgeSearch"]'));
      await page.getByRole('search').getByRole('searchbox').fill('telefono');
      await page.getByRole('search').getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(
        page.getByRole('link', { name: 'Desbloquee su teléfono inalámbrico' }),
      ).toBeVisible();
      expect(await englishFeedTextsShown(page)).toEqual([]);
    });
  }

  for (const path of PAGES) {
    test(`${path}: the header, search, consent, all-services and SEO blocks missing in Spanish show in English inside lang="en", the page's controls in Spanish`, async ({
      page,
      baseURL,
    }) => {
      await sandbox.scenario({
        untranslated: [
          'common',
          'searchTile',
          'consentBannerInfo',
          'allServices',
          'allServicesSmb',
          'seoContent',
          'wirelessSeoData',
        ],
      });
      await publishAll(baseURL ?? '');
      await page.goto(path);
      const langOf = (locator: Locator) =>
        locator.first().evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
      const allServicesLink = path.includes('smallbusiness') ? 'Business phone' : 'Home phone';
      for (const english of [
        page.getByText('Get help with your phone, service and account.', { exact: true }),
        page.getByText('Find answers about your phone, plan and bill.', { exact: true }),
        page.getByRole('link', { name: 'Manage your privacy choices' }),
        page.getByRole('link', { name: allServicesLink, exact: true }),
        page.getByText(/^Find help for your wireless phone, plan and account/),
        page.getByRole('button', { name: 'How do I fix no service on my phone?' }),
      ])
        expect(await langOf(english), (await english.first().textContent()) ?? undefined).toBe(
          'en',
        );
      for (const spanish of [
        page.getByRole('search').getByRole('button', { name: 'Buscar', exact: true }),
        page.getByRole('button', { name: 'Expandir todo' }),
      ])
        expect(await langOf(spanish), (await spanish.first().textContent()) ?? undefined).toBe(
          'es',
        );
      await expectNoAxeViolations(page);
    });
  }

  test('a tag-set, article and outage banner missing in Spanish show in English, inside lang="en"', async ({
    page,
    baseURL,
  }) => {
    await sandbox.scenario({
      outage: 'issue',
      untranslated: ['topic_wireless0', 'KM1400000', 'outageBanners'],
    });
    await publishAll(baseURL ?? '');
    await page.goto('/es/wireless');
    for (const english of ['Device help', 'Account & billing', 'Service interruption in your area'])
      await expect(
        page.getByText(english, { exact: true }).locator('xpath=ancestor::*[@lang][1]'),
      ).toHaveAttribute('lang', 'en');
    // The headings above them are the page's labels, in the page's language.
    for (const heading of ['Explorar temas', 'Comuníquese con nosotros'])
      await expect(
        page
          .getByRole('heading', { name: heading, exact: true })
          .locator('xpath=ancestor::*[@lang][1]'),
      ).toHaveAttribute('lang', 'es');
    expect(await englishFeedTextsShown(page)).toEqual([]);
  });
});
