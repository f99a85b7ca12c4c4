/**
 * Link_Click: the one analytics event the shared components emit for link and tooltip clicks.
 * The payload is built by a pure function so its shape is testable without a page.
 */
import {
  consentContext,
  siteAnalytics,
  type AnalyticsEvent,
  type AnalyticsRecord,
  type Pusher,
} from './data-layer.ts';
import { pageLanguage } from './page-language.ts';

export const LINK_CLICK_EVENT = 'Link_Click';
export const LINK_CLICK_ACTION = 'linkClick';
export const DEFAULT_LINK_POSITION = 'Body';

/** Marks an anchor that reports its own Link_Click (the React Link), so page listeners skip it. */
export const OWN_LINK_CLICK_ATTRIBUTE = 'data-own-link-click';

export interface LinkClickInput {
  linkDestinationUrl: string;
  linkName: string;
  /** Where on the page the link sits; the spec's default is 'Body'. */
  linkPosition?: string | undefined;
  /** Page- or component-specific fields added to the payload. */
  extras?: AnalyticsRecord | undefined;
}

export function buildLinkClickEvent(input: LinkClickInput): AnalyticsEvent {
  return {
    ...input.extras,
    // event and action come last so an extra field can never rename the event.
    event: LINK_CLICK_EVENT,
    action: LINK_CLICK_ACTION,
    linkDestinationUrl: input.linkDestinationUrl,
    linkName: input.linkName,
    linkPosition: input.linkPosition ?? DEFAULT_LINK_POSITION,
  };
}

/**
 * Pushes the event with the page's language and the visitor's consent state; returns false when
 * the duplicate guard held it back.
 */
export function reportLinkClick(input: LinkClickInput, pusher: Pusher = siteAnalytics): boolean {
  return pusher.push({ ...buildLinkClickEvent(input), ...pageLanguage(), ...consentContext() });
}

/**
 * What a link's click reports, as the React Link would for the same props: the destination as
 * the link writes it (`/support/chat`, `#fixMyService`), never the browser's absolute form, so one
 * link is one value whichever listener reports it (the static links' or the landing page's).
 */
export function anchorLinkClick(anchor: HTMLAnchorElement): LinkClickInput {
  const name = anchor.dataset['linkName'] ?? anchor.textContent?.trim() ?? '';
  const position =
    anchor.dataset['linkPosition'] ??
    anchor.closest<HTMLElement>('[data-link-position]')?.dataset['linkPosition'];
  return {
    linkDestinationUrl: anchor.getAttribute('href') ?? '',
    linkName: name || (anchor.getAttribute('href') ?? ''),
    linkPosition: position,
  };
}
