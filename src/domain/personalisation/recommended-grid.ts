/**
 * How recommendations take the top-solution slots: as many as the cached cards reserved, under
 * their own heading. Pure; read by the top-solutions island and the section that renders it.
 */
import type { CardGridView, CardItem } from '../cards.ts';
import type { KnowledgeResult } from '../knowledge-search.ts';
import {
  MIN_RECOMMENDATIONS,
  RECOMMENDED_HEADING,
  RECOMMENDED_POSITION,
} from './recommendations.ts';

/** The most top-solution slots recommendations may fill. */
export const MAX_SLOTS = 6;

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
