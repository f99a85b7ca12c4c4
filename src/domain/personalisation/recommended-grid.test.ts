import { describe, expect, it } from 'vitest';
import type { CardGridView } from '../cards.ts';
import { recommendationSlots, recommendedGrid, topSolutionsFrame } from './recommended-grid.ts';

const card = (n: number) => ({ title: `Top ${n}`, href: `/support/top-${n}` });
const cached = (count: number): CardGridView => ({
  id: 'topSolutionsSection',
  heading: 'Top solutions',
  items: Array.from({ length: count }, (_, n) => card(n)),
  position: 'Top solutions',
});
const results = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    title: `Recommended ${n}`,
    description: `Why ${n}`,
    url: `/support/article/KM${n}`,
  }));

describe('topSolutionsFrame', () => {
  it('is the cached grid without its cards, and how many there were', () => {
    expect(topSolutionsFrame({ ...cached(4), columns: 3, contentLang: 'en' })).toEqual({
      id: 'topSolutionsSection',
      heading: 'Top solutions',
      position: 'Top solutions',
      columns: 3,
      contentLang: 'en',
      cachedCards: 4,
    });
  });
});

describe('recommendedGrid', () => {
  const frame = (count: number) => topSolutionsFrame(cached(count));

  it('does not carry the English mark of the cached cards over to the recommendations', () => {
    const grid = recommendedGrid({ ...frame(6), contentLang: 'en' }, results(3));
    expect(grid?.contentLang).toBeUndefined();
  });

  it.each([
    ['no results', frame(6), undefined],
    ['2 results', frame(6), results(2)],
    ['0 results', frame(3), results(0)],
    ['no cached card (no reserved slot), 6 results', frame(0), results(6)],
  ])('%s: none, the cached grid stays', (_name, grid, found) => {
    expect(recommendedGrid(grid, found)).toBeUndefined();
  });

  it.each([
    [6, 3, 3],
    [6, 8, 6],
    [4, 6, 4],
    [9, 9, 6],
    // Fewer than 3 cached cards: the recommendations fill only the slots the page reserved.
    [2, 6, 2],
    [1, 3, 1],
    [2, 3, 2],
  ])('%i cached slots, %i results: %i recommendations', (slots, count, shown) => {
    const grid = recommendedGrid(frame(slots), results(count));
    expect(grid?.items).toHaveLength(shown);
    expect(grid).toMatchObject({
      heading: 'Recommended for you',
      position: 'Recommended',
      id: 'topSolutionsSection',
    });
    expect(grid).not.toHaveProperty('cachedCards');
    expect(grid?.items[0]).toEqual({
      title: 'Recommended 0',
      description: 'Why 0',
      href: '/support/article/KM0',
    });
  });
});

describe('recommendationSlots: never more than the cached cards reserved, 6 at most', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [6, 6],
    [7, 6],
    [12, 6],
  ])('%i cached cards: %i slots', (cards, slots) => {
    expect(recommendationSlots(cards)).toBe(slots);
  });
});
