/**
 * The addresses the player links to on the video's watch page, on the site that serves the widget
 * (`siteUrl`): an embed on another site links to the support site, not to the page around it.
 */
import type { Locale } from '../../../../domain/i18n/locales.ts';
import { watchPath, watchPathAt } from '../../../../domain/video-pages.ts';
import { siteUrl } from '../../../../video/model/hosts.ts';

/**
 * The absolute address of the watch page at a moment (`…/support/videos/9100003?t=75`, whole
 * seconds; none at 0). `base` resolves the site's own root-relative address: the page's URL.
 */
export function momentUrl(
  videoId: string,
  seconds: number,
  locale: Locale | undefined,
  base: string,
): string {
  return new URL(siteUrl(watchPathAt(videoId, seconds, locale)), base).href;
}

/** The watch page itself, for a link: root-relative on the site, absolute from an embed. */
export function watchPageHref(videoId: string, locale: Locale | undefined): string {
  return siteUrl(watchPath(videoId, locale));
}

/**
 * Whether the page at `pageUrl` is the watch page `href` names (any moment of it): a player there
 * (the watch page's own, a modal on a phone) does not link to the page it is on.
 */
export function isPageAt(href: string, pageUrl: string): boolean {
  const page = new URL(pageUrl);
  const target = new URL(href, page);
  return target.origin === page.origin && target.pathname === page.pathname;
}
