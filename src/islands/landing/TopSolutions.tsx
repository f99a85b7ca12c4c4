import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import CardGrid from './CardGrid.tsx';
import type { CardGridView } from '../../domain/cards.ts';
import { topSolutionsGrid } from '../../domain/personalisation/recommendations.ts';
import { $recommendations } from '../../stores/recommendations.ts';
import { useHydrated } from './useHydrated.ts';
import { personalisationText } from '../../domain/i18n/personalisation.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

export type TopSolutionsProps = CardGridView & {
  /** The page's language (English when not given). */
  locale?: Locale | undefined;
};

/**
 * The top-solution slots. Everyone gets the cached top solutions; a recognised or signed-in
 * visitor with at least 3 recommendations sees them in the same slots instead. The slots keep
 * at least the cached grid's height, so nothing below them moves.
 */
export default function TopSolutions({ locale, ...cached }: TopSolutionsProps) {
  const results = useStore($recommendations);
  // The cached page has the top solutions: hydration starts from them.
  const grid = topSolutionsGrid(
    cached,
    useHydrated() ? results : undefined,
    personalisationText(locale).recommended,
  );
  const recommended = grid !== cached;
  const slots = useRef<HTMLDivElement>(null);
  const cachedHeight = useRef(0);

  // Before the browser paints the swap: the recommendations hold the cached grid's height.
  useLayoutEffect(() => {
    const element = slots.current;
    if (!element) return;
    if (!recommended) {
      cachedHeight.current = element.offsetHeight;
      element.style.minHeight = '';
    } else {
      element.style.minHeight = `${cachedHeight.current}px`;
    }
  }, [recommended]);

  return (
    <div ref={slots}>
      <CardGrid {...grid} />
    </div>
  );
}
