import { useHydrated, useStore } from '../island-hooks.ts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import CardGrid from './CardGrid.tsx';
import {
  recommendedGrid,
  type TopSolutionsFrame,
} from '../../domain/personalisation/recommended-grid.ts';
import { $recommendations } from '../../stores/recommendations.ts';
import { personalisationText } from '../../domain/i18n/personalisation.ts';
import { useLocale, withPageLocale } from '../../ui/shared/locale-context.tsx';

export type TopSolutionsProps = TopSolutionsFrame & {
  /**
   * The cached top solutions, rendered on the server (`<CardGrid>` of the same view): a slot, so
   * their text travels once, as HTML, and not again as the island's props.
   */
  children: ReactNode;
};

/**
 * The top-solution slots. Everyone gets the cached top solutions; a recognised or signed-in
 * visitor with at least 3 recommendations sees them in the same slots instead. The slots keep
 * at least the cached grid's height, so nothing below them moves.
 */
export default withPageLocale(function TopSolutions({ children, ...frame }: TopSolutionsProps) {
  const locale = useLocale();
  const results = useStore($recommendations);
  // The cached page has the top solutions: hydration starts from them.
  const recommended = recommendedGrid(
    frame,
    useHydrated() ? results : undefined,
    personalisationText(locale).recommended,
  );
  const swapped = recommended !== undefined;
  const slots = useRef<HTMLDivElement>(null);
  const cachedHeight = useRef(0);

  // Before the browser paints the swap: the recommendations hold the cached grid's height.
  useLayoutEffect(() => {
    const element = slots.current;
    if (!element) return;
    if (!swapped) {
      cachedHeight.current = element.offsetHeight;
      element.style.minHeight = '';
    } else {
      element.style.minHeight = `${cachedHeight.current}px`;
    }
  }, [swapped]);

  return <div ref={slots}>{recommended ? <CardGrid {...recommended} /> : children}</div>;
});
