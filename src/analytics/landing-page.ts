/**
 * Page-level behaviour of a landing page, started once by the page's script: Page_Load after
 * the tracking delay (with the service the page shows then), Link_Click for any link on the page
 * (its position from the nearest `data-link-position`), and the `?outageWireless=true` scroll to
 * Fix my Wireless.
 */
import { ANCHORS } from '../domain/jump-links.ts';
import { scrollToSection } from '../browser/scroll-to-section.ts';
import { $currentService } from '../stores/service.ts';
import { consentContext, siteAnalytics, type Pusher } from './data-layer.ts';
import { isReplayedClick } from '../domain/replayed-click.ts';
import { anchorLinkClick, OWN_LINK_CLICK_ATTRIBUTE, reportLinkClick } from './link-click.ts';
import { pageLanguage } from './page-language.ts';

/** Page tracking waits for the page to settle, as the analytics contract asks. */
export const PAGE_TRACKING_DELAY_MS = 1500;

/** The root element that names the page for analytics (`data-page-analytics`). */
export const PAGE_ROOT_SELECTOR = '[data-page-analytics]';

export function startLandingPage(win: Window = window, analytics: Pusher = siteAnalytics): boolean {
  const page = win.document.querySelector<HTMLElement>(PAGE_ROOT_SELECTOR);
  if (!page) return false;
  win.setTimeout(() => {
    analytics.push({
      event: 'Page_Load',
      pageName: page.dataset['pageName'] ?? '',
      // The service the page shows when it is reported: a service chosen by then (a signed-in
      // Internet Air visitor's, for one) rather than the one the page opened with.
      service: $currentService.get()?.service ?? page.dataset['service'] ?? '',
      customerType: page.dataset['customerType'] ?? '',
      pageUrl: win.location.pathname,
      ...pageLanguage(win.document),
      ...consentContext(),
    });
  }, PAGE_TRACKING_DELAY_MS);

  win.document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    // The React Link reports its own click; a second report would count it twice.
    if (!anchor || anchor.hasAttribute(OWN_LINK_CLICK_ATTRIBUTE) || isReplayedClick(anchor)) return;
    // The same fields as the static links' and the React Link's reports: the destination as the
    // link writes it, its own name, its position.
    reportLinkClick(anchorLinkClick(anchor), analytics);
  });

  const params = new URLSearchParams(win.location.search);
  if (params.get('outageWireless') === 'true') scrollToSection(ANCHORS.fixMyService, win);
  // numberTransfer=true is read, as the page contract says, and has no effect.
  void params.get('numberTransfer');
  // The module loads after the page (LandingPageScript.astro): tag tools and tests can tell
  // from the page root when its tracking has started.
  page.dataset['tracking'] = 'started';
  return true;
}
