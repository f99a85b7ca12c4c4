/**
 * A low rating on a watch page leads to help, one branch per test, each with its analytics events
 * after Video_Feedback: chat on a consumer wireless video (chat on), the AI assistant on the
 * small-business video with its assistant flags on (no chat there), search with both off. The
 * events are recorded as they are pushed, so the ones sent as a link leaves the page count too.
 */
import { expect as baseExpect, test, type Page } from '../support/test.ts';
import { FLAGS, type FlagKey } from '../../src/domain/flags.ts';
import { RATING_STEP_MS, THANK_YOU_MS } from '../../src/video/parts/rating.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { publishAll, sandbox } from '../support/sandbox.ts';
import type { LayerEvent } from '../support/video-page.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CONSUMER = { path: '/support/videos/5001039', title: 'How to restart your phone' };
const BUSINESS = { path: '/support/videos/7000110', title: 'Manage lines for your business' };
const HELP_EVENTS = [
  'Video_Feedback',
  'Video_Help_Offer',
  'Video_Help_Choice',
  'Video_Help_Outcome',
];
const SMB_ASSISTANT: FlagKey[] = ['smbAia', 'smbAiaHelpfulInfo'];

async function setFlags(baseURL: string | undefined, keys: readonly FlagKey[], value: boolean) {
  await sandbox.scenario({
    flags: Object.fromEntries(keys.map((key) => [FLAGS[key].name, String(value)])),
  });
  await publishAll(baseURL ?? '');
}

/**
 * The page's dataLayer, with every Video_* event also handed to the test as it is pushed: a
 * choice that follows a link leaves the page (and its dataLayer) at once.
 */
async function recordVideoEvents(page: Page): Promise<LayerEvent[]> {
  const events: LayerEvent[] = [];
  await page.exposeBinding('__recordVideoEvent', (_source, event: LayerEvent) => {
    events.push(event);
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordVideoEvent: (event: unknown) => void })
      .__recordVideoEvent;
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const name = (item as { event?: unknown }).event;
        if (typeof name === 'string' && name.startsWith('Video_')) record(item);
      }
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return events;
}

const helpEvents = (events: LayerEvent[]) =>
  events.filter((event) => HELP_EVENTS.includes(event.event));

/** Opens the watch page's player, waits for the rating panel (past 5 s), rates and comments. */
async function rateOneStar(page: Page, video: { path: string; title: string }) {
  await page.goto(video.path);
  // The poster frame's button, or the widget's tile once it has taken the frame's place.
  await page
    .getByRole('button', { name: `Play video: ${video.title}` })
    .first()
    .click();
  const stars = page.getByRole('radiogroup', { name: 'How would you rate this video?' });
  await expect(stars).toBeVisible({ timeout: 20_000 });
  await stars.getByRole('radio', { name: '1 star' }).click();
  await page
    .getByRole('textbox', { name: 'Help us improve our content by giving us feedback:' })
    .fill('It went too fast.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' }),
  ).toHaveText('Thank you for your feedback! Still need help?');
}

test.beforeEach(() => sandbox.reset());
test.afterAll(async ({ baseURL }) => {
  await sandbox.reset();
  await publishAll(baseURL ?? '');
});

test('consumer wireless, chat on: one star offers chat, which stays until taken and leads to chat', async ({
  page,
  baseURL,
}) => {
  // Chat wins over the assistant: its flags on change nothing here.
  await setFlags(baseURL, ['wirelessAia', 'wirelessAiaHelpfulInfo'], true);
  const events = await recordVideoEvents(page);
  await rateOneStar(page, CONSUMER);
  const chat = page.getByRole('link', { name: 'Chat with us' });
  await expect(chat).toHaveAttribute('href', '/support/chat');
  await expect(page.getByRole('button', { name: 'Ask our AI assistant' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'No thanks' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });

  // Keyboard: the thanks has focus, the offer is the next stop.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chat).toBeFocused();

  // The plain thank-you leaves after 5 s; one with an offer stays (WCAG 2.2.1).
  await page.waitForTimeout(THANK_YOU_MS + RATING_STEP_MS * 2);
  await expect(chat).toBeVisible();

  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/support/chat');
  await expect.poll(() => helpEvents(events).map((event) => event.event)).toEqual(HELP_EVENTS);
  const [feedback, offer, choice, outcome] = helpEvents(events);
  const media = { eventCategory: 'video', mediaId: '5001039', mediaFriendlyName: CONSUMER.title };
  expect(feedback).toMatchObject({ ...media, feedbackRating: '1', starRating: '1' });
  expect(offer).toMatchObject({
    ...media,
    videoHelpOffer: 'chat',
    feedbackRating: '1',
    starRating: '1',
  });
  expect(choice).toMatchObject({ ...media, videoHelpOffer: 'chat', videoHelpChoice: 'chat' });
  expect(outcome).toMatchObject({
    ...media,
    videoHelpOffer: 'chat',
    videoHelpOutcome: 'sent',
    videoHelpUrl: '/support/chat',
  });
});

test('small business, chat off, assistant on: one star offers the assistant, primed with the title and the moment', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, SMB_ASSISTANT, true);
  const events = await recordVideoEvents(page);
  await rateOneStar(page, BUSINESS);
  const ask = page.getByRole('button', { name: 'Ask our AI assistant' });
  await expect(ask).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });
  const subject = await ask.getAttribute('data-subject');
  // Rated past 5 s of the 10 s video: where the viewer stopped, as m:ss.
  expect(subject).toMatch(/^Manage lines for your business \(stopped at 0:(0[5-9]|10)\)$/);
  await expect(ask).toHaveAttribute('data-service-alias', 'smbwireless');

  await ask.click();
  const drawer = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Asking about: ${subject}`)).toBeVisible();
  await expect(drawer.getByRole('searchbox', { name: 'Ask the virtual assistant' })).toHaveValue(
    subject ?? '',
  );
  // The video paused behind the drawer.
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused))
    .toBe(true);

  await expect.poll(() => helpEvents(events).map((event) => event.event)).toEqual(HELP_EVENTS);
  const [, offer, choice, outcome] = helpEvents(events);
  expect(offer).toMatchObject({ mediaId: '7000110', videoHelpOffer: 'assistant' });
  expect(choice).toMatchObject({ videoHelpOffer: 'assistant', videoHelpChoice: 'assistant' });
  expect(outcome).toMatchObject({ videoHelpOffer: 'assistant', videoHelpOutcome: 'opened' });
});

test('small business, chat and assistant off: one star offers search, which runs with the title', async ({
  page,
  baseURL,
}) => {
  await setFlags(baseURL, SMB_ASSISTANT, false);
  const events = await recordVideoEvents(page);
  await rateOneStar(page, BUSINESS);
  await expect(page.getByRole('button', { name: 'Ask our AI assistant' })).toHaveCount(0);
  const search = page.getByRole('link', { name: `Search for "${BUSINESS.title}"` });
  await expect(search).toHaveAttribute(
    'href',
    '/smallbusiness/wireless?q=Manage+lines+for+your+business#search-support',
  );
  await expectNoAxeViolations(page, { include: '[data-part="rating"]' });

  await search.click();
  await page.waitForURL((url) => url.pathname === '/smallbusiness/wireless');
  const section = page.getByRole('region', { name: 'Search support' });
  await expect(section.getByRole('searchbox')).toHaveValue(BUSINESS.title);
  await expect(section.getByText(`for “${BUSINESS.title}”`)).toBeVisible();
  const asked = (await sandbox.requests()).filter((r) => r.path === '/kmservices/v2/search');
  expect(asked.map((r) => new URLSearchParams(r.query).get('description'))).toContain(
    BUSINESS.title,
  );

  await expect.poll(() => helpEvents(events).map((event) => event.event)).toEqual(HELP_EVENTS);
  const [, offer, choice, outcome] = helpEvents(events);
  expect(offer).toMatchObject({ mediaId: '7000110', videoHelpOffer: 'search' });
  expect(choice).toMatchObject({ videoHelpOffer: 'search', videoHelpChoice: 'search' });
  expect(outcome).toMatchObject({
    videoHelpOffer: 'search',
    videoHelpOutcome: 'sent',
    videoHelpUrl: '/smallbusiness/wireless?q=Manage+lines+for+your+business#search-support',
  });
});

test('No thanks: the offer is dismissed and the panel leaves', async ({ page, baseURL }) => {
  await setFlags(baseURL, SMB_ASSISTANT, false);
  const events = await recordVideoEvents(page);
  await rateOneStar(page, BUSINESS);
  await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.locator('[data-part="rating"]')).toHaveCount(0);
  await expect
    .poll(() => helpEvents(events).map((event) => event.event))
    .toEqual(['Video_Feedback', 'Video_Help_Offer', 'Video_Help_Choice']);
  expect(helpEvents(events)[2]).toMatchObject({ videoHelpChoice: 'dismissed' });
});
