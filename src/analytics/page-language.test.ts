// @vitest-environment jsdom
/**
 * The landing page's events carry the page's language, read from `<html lang>`, while their names
 * and the values the product sets stay as they are in every language.
 */
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPusher, type DataLayerTarget } from './data-layer.ts';
import { reportLinkClick } from './link-click.ts';
import { PAGE_TRACKING_DELAY_MS, startLandingPage } from './landing-page.ts';
import { reportWorkflowStart } from './workflow.ts';
import { reportLoginEvent } from './login-event.ts';
import { pageLanguage } from './page-language.ts';
import { $workflow, continueWithoutSignIn } from '../stores/page.ts';
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { fakeEnv } from '../../tests/support/personalisation-env.ts';

const layer = () => {
  const host: DataLayerTarget = { dataLayer: [] };
  return { host, pusher: createPusher(() => host) };
};

beforeEach(() => {
  document.documentElement.lang = 'es';
  document.body.innerHTML = `
    <div data-page-analytics data-page-name="wireless support lander" data-service="wireless"
      data-customer-type="consumer">
      <nav data-link-position="All services"><a href="/es/phones">Teléfonos</a></nav>
    </div>`;
});
afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('pageLanguage', () => {
  it.each([
    ['es', { pageLanguage: 'es' }],
    ['en', { pageLanguage: 'en' }],
    ['', {}],
  ])('<html lang="%s"> → %j', (lang, attribute) => {
    document.documentElement.lang = lang;
    expect(pageLanguage()).toEqual(attribute);
  });
});

describe('on a Spanish page', () => {
  it('Link_Click carries pageLanguage es; its name and action stay as they are', () => {
    const { host, pusher } = layer();
    reportLinkClick({ linkDestinationUrl: '/es/x', linkName: 'Ver', linkPosition: 'Body' }, pusher);
    expect(host.dataLayer).toEqual([
      {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/es/x',
        linkName: 'Ver',
        linkPosition: 'Body',
        pageLanguage: 'es',
        consentState: 'unchecked',
        recognised: false,
        authenticated: false,
      },
    ]);
  });

  it('Page_Load and the page listener’s Link_Click carry it, with the page’s untranslated values', () => {
    vi.useFakeTimers();
    const { host, pusher } = layer();
    startLandingPage(window, pusher);
    vi.advanceTimersByTime(PAGE_TRACKING_DELAY_MS);
    document.querySelector('a')?.click();
    expect(host.dataLayer).toEqual([
      expect.objectContaining({
        event: 'Page_Load',
        pageName: 'wireless support lander',
        service: 'wireless',
        pageLanguage: 'es',
      }),
      expect.objectContaining({
        event: 'Link_Click',
        linkPosition: 'All services',
        pageLanguage: 'es',
      }),
    ]);
  });

  it("the workflow start's Link_Click carries it", () => {
    $workflow.set('off');
    keepMount($workflow);
    const { host, pusher } = layer();
    const stop = reportWorkflowStart('Continuar sin iniciar sesión', pusher);
    continueWithoutSignIn();
    stop();
    cleanStores($workflow);
    expect(host.dataLayer).toEqual([
      expect.objectContaining({ event: 'Link_Click', pageLanguage: 'es' }),
    ]);
  });

  it('login-submit carries it', async () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const { env } = fakeEnv(
      {},
      { cookies: { [COOKIE.loginState]: `user42:${now - 60_000 + 3_600_000}` }, now },
    );
    const { host, pusher } = layer();
    expect(await reportLoginEvent(env, pusher)).toBe(true);
    expect(host.dataLayer).toEqual([
      expect.objectContaining({ event: 'login-submit', pageLanguage: 'es' }),
    ]);
  });
});
