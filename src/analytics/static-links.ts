/**
 * Link_Click for the static links (`Link.astro`), which have no script of their own: one
 * delegated listener on the document reads what the link carries (`data-link-name`,
 * `data-link-position`) and reports the click as the React Link reports its own. React links do
 * not carry the mark, so they are never reported twice. Pages without a catch-all link listener
 * (the gallery) start it; the landing pages' own listener (landing-page.ts) reads the same
 * attributes, so they load nothing more for static links.
 */
import { siteAnalytics, type Pusher } from './data-layer.ts';
import { isReplayedClick } from '../domain/replayed-click.ts';
import { anchorLinkClick, reportLinkClick } from './link-click.ts';

/** The attribute `Link.astro` marks its anchor with. */
export const STATIC_LINK_ATTRIBUTE = 'data-static-link';

const started = new WeakSet<Document>();

/** Starts the document's one listener (idempotent: each page script using static links calls it). */
export function reportStaticLinkClicks(
  doc: Document = document,
  analytics: Pusher = siteAnalytics,
): void {
  if (started.has(doc)) return;
  started.add(doc);
  doc.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a[${STATIC_LINK_ATTRIBUTE}]`,
    );
    if (anchor && !isReplayedClick(anchor)) reportLinkClick(anchorLinkClick(anchor), analytics);
  });
}
