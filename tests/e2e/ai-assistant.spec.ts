/**
 * AI assistant entry points (svc-ixp-support-{wireless,smb}-aia and their section variants), as a
 * visitor sees them: the buttons in exactly the enabled sections, the widget fetched only on the
 * first press, the drawer primed with the subject, the unavailable message, keyboard and axe.
 */
import { expect, test, type Page } from '../support/test.ts';
import { FLAGS, type FlagKey } from '../../src/domain/flags.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { htmlProblems } from '../support/html-validity.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift.ts';

type Variant = 'topSolutions' | 'helpfulInfo' | 'browseTopics' | 'contact' | 'hotTopics';

const FAMILY: Record<'wireless' | 'smb', { master: FlagKey } & Record<Variant, FlagKey>> = {
  wireless: {
    master: 'wirelessAia',
    topSolutions: 'wirelessAiaTopSolutions',
    helpfulInfo: 'wirelessAiaHelpfulInfo',
    browseTopics: 'wirelessAiaBrowseTopics',
    contact: 'wirelessAiaContact',
    hotTopics: 'wirelessAiaHotTopics',
  },
  smb: {
    master: 'smbAia',
    topSolutions: 'smbAiaTopSolutions',
    helpfulInfo: 'smbAiaHelpfulInfo',
    browseTopics: 'smbAiaBrowseTopics',
    contact: 'smbAiaContact',
    hotTopics: 'smbAiaHotTopics',
  },
};
const VARIANTS: Variant[] = ['topSolutions', 'helpfulInfo', 'browseTopics', 'contact', 'hotTopics'];
// The sections' headings as the sandbox's content labels them.
const HEADINGS: Record<Exclude<Variant, 'hotTopics'>, string> = {
  topSolutions: 'Top solutions',
  helpfulInfo: 'More helpful info',
  browseTopics: 'Browse topics',
  contact: 'Contact us',
};
const WIDGET_SCRIPT = /\/genai\/widget\.js$/;
const WIDGET_STYLE = /\/genai\/widget\.css$/;

async function setFlags(
  baseURL: string | undefined,
  family: 'wireless' | 'smb',
  master: boolean,
  variants: readonly Variant[],
) {
  const keys = FAMILY[family];
  const flags: Record<string, string> = { [FLAGS[keys.master].name]: String(master) };
  for (const variant of VARIANTS)
    flags[FLAGS[keys[variant]].name] = String(variants.includes(variant));
  await sandbox.scenario({ flags });
  await publishAll(baseURL ?? '');
}

const askButtons = (page: Page) =>
  page.getByRole('button', { name: /^Ask our AI assistant about / });

/** The accessible names of the entry points a visitor can see, in page order. */
const visibleAskNames = async (page: Page) => {
  const names: string[] = [];
  for (const button of await askButtons(page).all()) {
    if (await button.isVisible())
      names.push((await button.textContent())?.replace(/\s+/g, ' ').trim() ?? '');
  }
  return names;
};

/** The titles of the visible browse-topic (popular-topic) cards. */
const visibleTopicTitles = async (page: Page) => {
  const titles: string[] = [];
  for (const title of await page.locator('[data-link-position="Browse topics"] li h3').all()) {
    if (await title.isVisible()) titles.push((await title.textContent())?.trim() ?? '');
  }
  return titles;
};

async function expectedNames(page: Page, variants: readonly Variant[]) {
  const names: string[] = [];
  const ask = (subject: string) => `Ask our AI assistant about ${subject}`;
  // Page order: top solutions, helpful info, browse topics (cards, then the section's own), contact.
  if (variants.includes('topSolutions')) names.push(ask(HEADINGS.topSolutions));
  if (variants.includes('helpfulInfo')) names.push(ask(HEADINGS.helpfulInfo));
  if (variants.includes('hotTopics')) names.push(...(await visibleTopicTitles(page)).map(ask));
  if (variants.includes('browseTopics')) names.push(ask(HEADINGS.browseTopics));
  if (variants.includes('contact')) names.push(ask(HEADINGS.contact));
  return names;
}

test.beforeEach(() => sandbox.reset());
test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test.describe('AI assistant entry points: where they show', () => {
  const pages = [
    { family: 'wireless', path: '/wireless' },
    { family: 'smb', path: '/smallbusiness/wireless' },
  ] as const;

  for (const { family, path } of pages) {
    test(`${path}: master off, every variant on: no entry point`, async ({ page, baseURL }) => {
      await setFlags(baseURL, family, false, VARIANTS);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
      await expect(askButtons(page)).toHaveCount(0);
    });

    for (const variants of [VARIANTS, ...VARIANTS.map((variant) => [variant])]) {
      test(`${path}: master on, ${variants.join(' + ')}: entry points in exactly those sections`, async ({
        page,
        baseURL,
      }) => {
        await setFlags(baseURL, family, true, variants);
        await page.goto(path);
        const expected = await expectedNames(page, variants);
        expect(expected.length).toBeGreaterThan(0);
        expect(await visibleAskNames(page)).toEqual(expected);
      });
    }
  }

  test('/wireless ignores the small-business family, and /smallbusiness/wireless the wireless one', async ({
    page,
    baseURL,
  }) => {
    await setFlags(baseURL, 'smb', true, VARIANTS);
    await page.goto('/wireless');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(askButtons(page)).toHaveCount(0);
    await sandbox.reset();
    await setFlags(baseURL, 'wireless', true, VARIANTS);
    await page.goto('/smallbusiness/wireless');
    await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(askButtons(page)).toHaveCount(0);
  });

  test('the buttons are in the cached HTML (no script needed, nothing shifts)', async ({
    request,
    baseURL,
  }) => {
    await setFlags(baseURL, 'wireless', true, ['contact', 'topSolutions']);
    const html = await (await request.get('/wireless')).text();
    expect(html.match(/<button[^>]*data-ask-assistant/g)).toHaveLength(2);
  });
});

test.describe('AI assistant entry points: the page with every one on', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('both pages validate as sent and as built, and nothing shifts on a throttled phone (CLS 0.00)', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await setFlags(baseURL, 'wireless', true, VARIANTS);
    await setFlags(baseURL, 'smb', true, VARIANTS);
    const problems: string[] = [];
    for (const path of ['/wireless', '/smallbusiness/wireless']) {
      const sent = await page.request.get(path);
      problems.push(...(await htmlProblems(await sent.text(), `sent ${path}`)));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await watchLayoutShifts(page);
      await page.goto(path);
      await expect(askButtons(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { total: cls } = await layoutShifts(page);
      test.info().annotations.push({ type: `CLS ${path}`, description: cls.toFixed(4) });
      expect(cls, `CLS on ${path}`).toBeLessThan(0.005);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      problems.push(
        ...(await htmlProblems(await page.content(), `built ${path}`, new URL(page.url()).origin)),
      );
    }
    expect(problems).toEqual([]);
  });
});

test.describe('AI assistant drawer', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'AI assistant' });

  test('the widget script and style are requested only after the first press, and the drawer is primed with the subject', async ({
    page,
    baseURL,
  }) => {
    await setFlags(baseURL, 'wireless', true, ['contact', 'hotTopics']);
    const widgetRequests: string[] = [];
    page.on('request', (request) => {
      if (WIDGET_SCRIPT.test(request.url()) || WIDGET_STYLE.test(request.url()))
        widgetRequests.push(request.url());
    });
    await page.goto('/wireless');
    await page.waitForLoadState('networkidle');
    expect(widgetRequests).toEqual([]);

    await page.getByRole('button', { name: 'Ask our AI assistant about Contact us' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(
      dialog(page).getByRole('searchbox', { name: 'Ask the virtual assistant' }),
    ).toHaveValue('Contact us');
    expect(widgetRequests.some((url) => WIDGET_SCRIPT.test(url))).toBe(true);
    expect(widgetRequests.some((url) => WIDGET_STYLE.test(url))).toBe(true);
    const scriptLoads = () => widgetRequests.filter((url) => WIDGET_SCRIPT.test(url)).length;
    expect(scriptLoads()).toBe(1);

    // A card's button primes the widget with the card's title; the script is not fetched again.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const [title] = await visibleTopicTitles(page);
    expect(title).toBeTruthy();
    await page.getByRole('button', { name: `Ask our AI assistant about ${title}` }).click();
    await expect(
      dialog(page).getByRole('searchbox', { name: 'Ask the virtual assistant' }),
    ).toHaveValue(title ?? '');
    expect(scriptLoads()).toBe(1);
  });

  test('the widget failing to load: the drawer says the assistant is unavailable and offers the search', async ({
    page,
    baseURL,
  }) => {
    await setFlags(baseURL, 'wireless', true, ['topSolutions']);
    await sandbox.fault({ route: '/genai/', status: 500 });
    await page.goto('/wireless');
    await page.getByRole('button', { name: 'Ask our AI assistant about Top solutions' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Our AI assistant is unavailable right now.',
    );
    await expect(dialog(page).getByText('Asking about: Top solutions')).toBeVisible();
    await dialog(page).getByRole('link', { name: 'Search support instead' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Search support' })).toBeFocused();
  });

  test('axe finds nothing with the drawer open', async ({ page, baseURL }) => {
    await setFlags(baseURL, 'wireless', true, VARIANTS);
    await page.goto('/wireless');
    await page
      .getByRole('button', { name: 'Ask our AI assistant about More helpful info' })
      .click();
    await expect(
      dialog(page).getByRole('searchbox', { name: 'Ask the virtual assistant' }),
    ).toHaveValue('More helpful info');
    await expectNoAxeViolations(page);
  });

  test('a tap before the island hydrates is not lost (client:replay)', async ({
    page,
    baseURL,
  }) => {
    await setFlags(baseURL, 'wireless', true, ['contact']);
    // The island's code arrives late, as on a slow phone: the tap lands on server HTML.
    await page.route(/\/AssistantDrawer\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/wireless', { waitUntil: 'commit' });
    const island = page.locator('astro-island[component-url*="AssistantDrawer"]');
    await expect(island).toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: 'Ask our AI assistant about Contact us' }).click();
    expect(await island.getAttribute('ssr')).not.toBeNull();
    await expect(
      dialog(page).getByRole('searchbox', { name: 'Ask the virtual assistant' }),
    ).toHaveValue('Contact us', { timeout: 15_000 });
  });

  test('keyboard: Enter opens, focus stays in the drawer, Escape returns it to the button', async ({
    page,
    baseURL,
  }) => {
    await setFlags(baseURL, 'wireless', true, ['contact']);
    await page.goto('/wireless');
    const button = page.getByRole('button', { name: 'Ask our AI assistant about Contact us' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(
      dialog(page).getByRole('searchbox', { name: 'Ask the virtual assistant' }),
    ).toHaveValue('Contact us');
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog(page).evaluate((element) => {
          // Focus inside the widget's shadow tree counts as focus on the widget.
          const active = document.activeElement;
          return active !== null && element.contains(active);
        }),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});
