/** Timed link buttons over the video: when each shows, and how it looks. */
import type { LinkOverlay } from '../model/metadata.ts';

/** Shown from its begin second up to (not including) its end second. */
export function isLinkVisible(link: Pick<LinkOverlay, 'begin' | 'end'>, time: number): boolean {
  return time >= link.begin && time < link.end;
}

export function visibleLinks(links: readonly LinkOverlay[], time: number): LinkOverlay[] {
  return links.filter((link) => isLinkVisible(link, time));
}

export type LinkVariant = 'primary' | 'secondary';

/** 'blue' gives a primary button; anything else (black, white, unknown) a secondary one. */
export function linkVariant(bgColor: string): LinkVariant {
  return bgColor.trim().toLowerCase() === 'blue' ? 'primary' : 'secondary';
}
