/**
 * Personalised recommendations (the `apaSupportLander` flag): who gets the call, and when its
 * results take the top-solution slots. Pure; the recommendations store makes the call.
 */
import { isTrue } from '../values.ts';
import type { CardGridView, CardItem } from '../cards.ts';
import type { KnowledgeResult } from '../knowledge-search.ts';
import { isRecognisableUuid } from './recognised.ts';

/** The recommendations' heading in English, and their A/B impression's name in every language. */
export const RECOMMENDED_HEADING = 'Recommended for you';
/** Link_Click's linkPosition for a recommendation. */
export const RECOMMENDED_POSITION = 'Recommended';
/** Fewer results than this keep the cached top solutions. */
export const MIN_RECOMMENDATIONS = 3;
/** The most top-solution slots recommendations may fill. */
export const MAX_SLOTS = 6;

export interface RecommendationsInput {
  /** The flag's value as the page carries it. */
  flag: string | undefined;
  /** The page's support page id (the service's tDicePageId); pages without one get none. */
  pageId: string | undefined;
  /** The visitor's UUID cookie. */
  uuid: string | undefined;
}

/**
 * Whether the page may show recommendations at all: the flag on and a support page id. Only then
 * are its top solutions an island the layer can swap; otherwise they are plain server HTML.
 */
export function pageMayRecommend({ flag, pageId }: Omit<RecommendationsInput, 'uuid'>): boolean {
  return isTrue(flag) && !!pageId;
}

/** The call is made for a page that may recommend and a visitor with a UUID cookie of 1 to 10 digits. */
export function wantsRecommendations({ flag, pageId, uuid }: RecommendationsInput): boolean {
  return pageMayRecommend({ flag, pageId }) && isRecognisableUuid(uuid);
}

/**
 * How many recommendations the page has room for: the cached cards are the space the page
 * reserved, so never more than they are (and never more than 6), or something below would move.
 */
export function recommendationSlots(cachedCards: number): number {
  return Math.max(0, Math.min(cachedCards, MAX_SLOTS));
}

/**
 * What the top-solutions island needs of the cached grid: everything but its cards, which reach
 * it as server-rendered HTML (its slot) rather than again as props, and how many cards there are
 * (the slots the page reserved).
 */
export type TopSolutionsFrame = Omit<CardGridView, 'items'> & { cachedCards: number };

export function topSolutionsFrame({ items, ...frame }: CardGridView): TopSolutionsFrame {
  return { ...frame, cachedCards: items.length };
}

/**
 * What takes the top-solution slots instead of the cached grid: with at least 3 results, the
 * recommendations (as many as the cached cards, 6 at most) under their own heading; otherwise
 * nothing, and the cached grid stays. A page without cached cards reserved no slot, so it keeps
 * what it has.
 *
 * @param heading the recommendations' heading in the page's language
 */
export function recommendedGrid(
  { cachedCards, ...frame }: TopSolutionsFrame,
  results: readonly KnowledgeResult[] | undefined,
  heading: string = RECOMMENDED_HEADING,
): CardGridView | undefined {
  if (!results || results.length < MIN_RECOMMENDATIONS) return undefined;
  const slots = recommendationSlots(cachedCards);
  if (slots === 0) return undefined;
  const items: CardItem[] = results.slice(0, slots).map((result) => ({
    title: result.title,
    description: result.description,
    href: result.url,
  }));
  // The recommendations are not the block that fell back: whatever their language, not marked.
  return { ...frame, heading, items, position: RECOMMENDED_POSITION, contentLang: undefined };
}
