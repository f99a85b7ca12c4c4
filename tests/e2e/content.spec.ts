/**
 * What the content feed says, exactly (issue 27): editors' text-only helpful info, the social
 * media links (consumer only) and other contact options, one link rule for every link of the
 * small-business page, and the service data the small-business service choice switches.
 */
import { expect, test, type Page } from '../support/test.ts';
import { FLAGS } from '../../src/domain/flags.ts';
import { rewriteLink } from '../../src/domain/article-links.ts';
import type { EnvironmentName } from '../../src/domain/environment.ts';
import { islandReady } from '../support/islands.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';

const helpfulInfo = (page: Page) => page.locator('section.helpful:visible');
/** A section by its landmark and the heading that names it. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function applyScenario(
  baseURL: string | undefined,
  scenario: Parameters<typeof sandbox.scenario>[0],
) {
  await sandbox.scenario(scenario);
  await publishAll(baseURL ?? '');
}

test.beforeEach(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.describe('helpful info', () => {
  test('text-only content shows on /wireless, under its fixed placeholder image', async ({
    page,
  }) => {
    await page.goto('/wireless');
    const section = helpfulInfo(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Insurance and protection' }) });
    await expect(
      section.getByText(
        'Protection plans can cover loss, theft, damage and breakdowns, with a replacement as soon as the next day.',
      ),
    ).toBeVisible();
    // The editors' words differ from the description, which shows as well.
    await expect(
      section.getByText('Learn what your device protection covers and how to file a claim.'),
    ).toBeVisible();
    await expect(section.locator('img')).toHaveAttribute(
      'src',
      '/images/support/helpful-info-placeholder.svg',
    );
  });
});

test.describe('contact us', () => {
  test('social media links show on /wireless and not on /smallbusiness/wireless', async ({
    page,
  }) => {
    await page.goto('/wireless');
    const social = region(page, 'Contact us').getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'X']);
    await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://social.example.com/carrier',
    );

    await page.goto('/smallbusiness/wireless');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Social media' })).toHaveCount(0);
    await expect(page.locator('a[href="https://social.example.com/carrier"]')).toHaveCount(0);
  });

  for (const path of ['/wireless', '/smallbusiness/wireless']) {
    test(`${path}: the other contact options panel shows in contact us`, async ({ page }) => {
      await page.goto(path);
      const other = region(page, 'Contact us').getByRole('list', {
        name: 'Other ways to get help',
      });
      await expect(other).toContainText('Community forums');
      await expect(other.getByRole('link', { name: 'Visit the forums' })).toBeVisible();
    });
  }
});

test.describe('one link rule', () => {
  test('every link on /smallbusiness/wireless passes the small-business rule', async ({
    page,
    baseURL,
  }) => {
    // Maintenance shows the outage banners (the maintenance one links to an account page).
    await applyScenario(baseURL, { outage: 'maintenance' });
    await page.goto('/smallbusiness/wireless');
    await expect(page.getByText('Planned network maintenance')).toBeVisible();
    const environment = (await page.locator('html').getAttribute('data-env')) as EnvironmentName;
    const origin = new URL(page.url()).origin;
    const ctx = { smallBusiness: true, environment, origin };

    // Every anchor of the page, those of the hidden service's blocks included.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    const broken = hrefs.filter((href) => rewriteLink(href, ctx) !== href);
    expect(broken, 'links the small-business rule would still rewrite').toEqual([]);

    // The sections this rule was skipped in carry account links, rewritten.
    const cancel = encodeURIComponent(`${origin}/smallbusiness/support/internet`);
    const expectations = [
      [
        region(page, 'Contact us').getByRole('link', { name: 'Register' }),
        `/smallbusiness/acctmgmt/registration?cancel_url=${cancel}`,
      ],
      [
        page.getByRole('complementary', { name: 'Cookie consent' }).getByRole('link'),
        '/smallbusiness/acctmgmt/profile/privacy',
      ],
      [
        region(page, 'Service status').getByRole('link', { name: 'Get maintenance alerts' }),
        '/smallbusiness/acctmgmt/profile/alerts',
      ],
      [
        page
          .getByRole('navigation', { name: 'All business services' })
          .getByRole('link', { name: 'Business account' }),
        '/smallbusiness/acctmgmt/overview',
      ],
    ] as const;
    for (const [link, href] of expectations) await expect(link).toHaveAttribute('href', href);
  });

  test('on /wireless the same links are left as the feed gives them', async ({ page }) => {
    await page.goto('/wireless');
    await expect(
      page.getByRole('complementary', { name: 'Cookie consent' }).getByRole('link'),
    ).toHaveAttribute('href', '/acctmgmt/profile/privacy');
  });
});

test.describe('small-business service data', () => {
  test('choosing Internet Air switches the GenAI alias of the AI buttons and the AI search, and the blocks carry their service data', async ({
    page,
    baseURL,
  }) => {
    const on = (...keys: (keyof typeof FLAGS)[]) =>
      Object.fromEntries(keys.map((key) => [FLAGS[key].name, 'true']));
    await applyScenario(baseURL, {
      flags: {
        ...on('smbAia', 'smbAiaTopSolutions', 'smbAiaHelpfulInfo', 'smbAiaContact'),
        'cfg-ixp-support-genai-search': 'wireless',
      },
    });
    await page.goto('/smallbusiness/wireless');
    const visibleAliases = () =>
      page
        .locator('button[data-ask-assistant]:visible')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-service-alias')));
    const widgetAlias = () =>
      page.locator('genai-search-widget:visible').getAttribute('data-service');
    const blocks = () =>
      // The per-service blocks and parts (the widget's own data-service is its alias).
      page
        .locator('#service-panel [data-service]:not(genai-search-widget):visible')
        .evaluateAll((elements) =>
          elements.map((e) => ({
            service: e.getAttribute('data-service'),
            alias: e.getAttribute('data-service-alias'),
            tree: e.getAttribute('data-navigation-tree'),
            chat: e.getAttribute('data-chat-enabled'),
            tab: e.getAttribute('data-tab-name'),
            genAi: e.getAttribute('data-genai-alias'),
          })),
        );

    await expect.poll(visibleAliases).toEqual(['smbwireless', 'smbwireless', 'smbwireless']);
    expect(await widgetAlias()).toBe('smbwireless');
    const fixed = {
      service: 'smb-wireless',
      alias: 'smbwireless',
      tree: 'smallbusiness/support/wireless',
      chat: 'false',
      tab: 'Fixed Wireless',
      genAi: 'smbwireless',
    };
    const air = {
      service: 'smb-internet-air',
      alias: 'smbinternetair',
      tree: 'smallbusiness/support/internet-air',
      chat: 'false',
      tab: 'Internet Air',
      genAi: 'smbinternetair',
    };
    const wireless = await blocks();
    expect(wireless.length).toBeGreaterThan(0);
    for (const block of wireless) expect(block).toEqual(fixed);

    await islandReady(page, 'ServiceTabs');
    await page
      .getByRole('radio', { name: 'Internet Air' })
      .or(page.getByRole('tab', { name: 'Internet Air' }))
      .click();
    await expect
      .poll(visibleAliases)
      .toEqual(['smbinternetair', 'smbinternetair', 'smbinternetair']);
    expect(await widgetAlias()).toBe('smbinternetair');
    const internetAir = await blocks();
    expect(internetAir.length).toBeGreaterThan(0);
    for (const block of internetAir) expect(block).toEqual(air);
  });
});

test.describe('knowledge management on the page', () => {
  const topSolutions = (page: Page, name: string) => region(page, name).getByRole('list');
  const browseTopics = (page: Page, name: string) => region(page, name);

  test('/wireless: knowledge top solutions after the editors’, its banner, and the support topic', async ({
    page,
  }) => {
    await page.goto('/wireless');
    const cards = topSolutions(page, 'Top solutions');
    // The editors' six cards first, then knowledge's two.
    await expect(cards.getByRole('listitem')).toHaveCount(8);
    await expect(cards.getByRole('listitem').nth(6)).toContainText('Check your data usage');
    await expect(cards.getByRole('link', { name: 'Fix dropped calls' })).toHaveAttribute(
      'href',
      '/support/article/wireless/KM1012222',
    );
    const banner = page.getByRole('status').filter({ hasText: 'eSIM help' });
    await expect(banner).toContainText('Moving to a new phone? Transfer your eSIM in a few steps.');
    await expect(banner.getByRole('link', { name: 'Transfer an eSIM' })).toBeVisible();
    const topics = browseTopics(page, 'Browse topics');
    await expect(topics.getByText('Wireless support', { exact: true })).toBeVisible();
    await expect(
      topics.getByText('Phones, plans, coverage and your account, topic by topic.'),
    ).toBeVisible();
  });

  test('/smallbusiness/wireless: the small-business solutions and banner', async ({ page }) => {
    await page.goto('/smallbusiness/wireless');
    await expect(
      topSolutions(page, 'Top solutions').getByRole('link', { name: 'Set up a business hotspot' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Business eSIM help' })).toBeVisible();
    await expect(page.getByText('Business wireless support', { exact: true })).toBeVisible();
  });

  test('/es/wireless: the same in Spanish, unmarked', async ({ page }) => {
    await page.goto('/es/wireless');
    const link = topSolutions(page, 'Soluciones principales').getByRole('link', {
      name: 'Consultar su uso de datos',
    });
    await expect(link).toBeVisible();
    await expect(link.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('status').filter({ hasText: 'Ayuda con eSIM' })).toContainText(
      '¿Cambia de teléfono? Transfiera su eSIM en pocos pasos.',
    );
    const topics = browseTopics(page, 'Explorar temas');
    await expect(topics.getByText('Soporte inalámbrico', { exact: true })).toBeVisible();
    await expect(
      topics.getByText('Teléfonos, planes, cobertura y su cuenta, tema por tema.'),
    ).toBeVisible();
  });

  test('/es/wireless: what Spanish lacks shows in English, marked lang="en"', async ({
    page,
    baseURL,
  }) => {
    await applyScenario(baseURL, {
      untranslated: ['knowledgeTopSolutions', 'knowledgeBanners', 'support'],
    });
    await page.goto('/es/wireless');
    const card = topSolutions(page, 'Soluciones principales')
      .getByRole('listitem')
      .filter({ hasText: 'Check your data usage' });
    await expect(card).toHaveAttribute('lang', 'en');
    // The editors' Spanish cards beside it are not marked.
    await expect(
      topSolutions(page, 'Soluciones principales').getByRole('listitem').first(),
    ).not.toHaveAttribute('lang');
    const banner = page.getByRole('status').filter({ hasText: 'eSIM help' });
    await expect(banner.getByText('Moving to a new phone?')).toHaveAttribute('lang', 'en');
    await expect(
      browseTopics(page, 'Explorar temas')
        .getByText('Wireless support', { exact: true })
        .locator('xpath=ancestor::*[@lang][1]'),
    ).toHaveAttribute('lang', 'en');
  });
});
