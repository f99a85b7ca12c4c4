/**
 * What a low rating offers next. The host page says what it allows (`LowRatingHelp`, computed on
 * the server from the page's service and flags); the widget picks one offer from the submitted
 * rating with the pure rule below. A host that passes nothing (an embed on another site) keeps
 * the plain thank-you.
 */
import { PAGE_QUERY_PARAM } from '../../domain/knowledge-search.ts';

/** What the page allows after a low rating. */
export interface LowRatingHelp {
  /** The page's chat, when its chat rules allow it. */
  chatHref?: string | undefined;
  /** The page's AI assistant drawer, when its flags are on: the service's GenAI alias. */
  assistant?: { serviceAlias: string } | undefined;
  /** The service's landing page search, with the video's title as the query: always there. */
  searchHref: string;
}

export type LowRatingOffer = 'chat' | 'assistant' | 'search';
/** What the visitor did with the offer: took it, or dismissed it ('No thanks'). */
export type LowRatingChoice = LowRatingOffer | 'dismissed';
/**
 * What came of a taken offer: chat and search send the visitor to their page ('sent'); the
 * assistant's drawer was seen to open ('opened') or was not ('not-opened').
 */
export type LowRatingOutcome = 'sent' | 'opened' | 'not-opened';

/** What the rating panel tells its host about the offer. */
export type LowRatingHelpEvent =
  | { type: 'offer'; offer: LowRatingOffer; rating: number }
  | { type: 'choice'; offer: LowRatingOffer; choice: 'dismissed' }
  /** Chat or search taken: where its link sends the visitor. */
  | { type: 'choice'; offer: LowRatingOffer; choice: 'chat' | 'search'; href: string }
  /** The assistant taken: what it is asked about. */
  | { type: 'choice'; offer: LowRatingOffer; choice: 'assistant'; subject: string };

/** Ratings at or under this are low: 1–2 stars, and thumbs down (1). */
export const LOW_RATING_MAX = 2;

export function isLowRating(rating: number): boolean {
  return rating >= 1 && rating <= LOW_RATING_MAX;
}

/** The offer with what it shows: its link, or the assistant's service alias. */
export type LowRatingAction =
  | { offer: 'chat'; href: string }
  | { offer: 'assistant'; serviceAlias: string }
  | { offer: 'search'; href: string };

/**
 * The rule: after a low rating, chat when the page allows it, else the AI assistant when the page
 * allows it, else search for the video's title (always there). Nothing for a rating of 3 to 5, or
 * on a host that allows nothing.
 */
export function lowRatingAction(
  rating: number,
  help: LowRatingHelp | undefined,
  title: string,
): LowRatingAction | undefined {
  if (!help || !isLowRating(rating)) return undefined;
  if (help.chatHref) return { offer: 'chat', href: help.chatHref };
  if (help.assistant) return { offer: 'assistant', serviceAlias: help.assistant.serviceAlias };
  return { offer: 'search', href: searchHrefFor(help.searchHref, title) };
}

/** Whether a submitted rating gets an offer, and which. */
export function lowRatingOffer(
  rating: number,
  help: LowRatingHelp | undefined,
): LowRatingOffer | undefined {
  return lowRatingAction(rating, help, '')?.offer;
}

/**
 * The search offer's address: the page's search with the video's title as its query (`?q=`,
 * which the landing page's search runs on arrival), kept before any `#section`.
 */
export function searchHrefFor(searchHref: string, title: string): string {
  const hashAt = searchHref.indexOf('#');
  const hash = hashAt === -1 ? '' : searchHref.slice(hashAt);
  const beforeHash = hashAt === -1 ? searchHref : searchHref.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(PAGE_QUERY_PARAM, title);
  return `${path}?${params.toString()}${hash}`;
}
