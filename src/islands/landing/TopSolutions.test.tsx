// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { CardGridView } from '../../domain/cards.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { topSolutionsFrame } from '../../domain/personalisation/recommended-grid.ts';
import { $recommendations } from '../../stores/recommendations.ts';
import CardGrid from './CardGrid.tsx';
import TopSolutions from './TopSolutions.tsx';

afterEach(() => {
  cleanup();
  $recommendations.set(undefined);
});

const cached: CardGridView = {
  id: 'topSolutionsSection',
  heading: 'Top solutions',
  items: [1, 2, 3, 4].map((n) => ({ title: `Top ${n}`, href: `/support/top-${n}` })),
  position: 'Top solutions',
};
/** As the landing page renders it: the cached grid is the island's slot, on the server. */
const island = (view: CardGridView, locale?: Locale) => (
  <TopSolutions {...topSolutionsFrame(view)} locale={locale}>
    <CardGrid {...view} />
  </TopSolutions>
);
const results = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    title: `Recommended ${n}`,
    url: `/support/article/KM${n}`,
  }));

describe('TopSolutions', () => {
  it('marks English cards standing in for the page language, not the heading; recommendations unmarked', () => {
    render(island({ ...cached, contentLang: 'en' }));
    expect(screen.getByRole('list')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Top solutions' }).closest('[lang]')).toBeNull();
    act(() => $recommendations.set(results(4)));
    expect(screen.getByRole('list')).not.toHaveAttribute('lang');
  });

  it('shows the cached top solutions to everyone', () => {
    render(island(cached));
    expect(screen.getByRole('heading', { name: 'Top solutions' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('puts 3 or more recommendations in the same slots, under their heading', () => {
    render(island(cached));
    act(() => $recommendations.set(results(6)));
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toHaveAttribute(
      'id',
      'topSolutionsSection',
    );
    expect(screen.queryByRole('heading', { name: 'Top solutions' })).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/support/article/KM0',
      '/support/article/KM1',
      '/support/article/KM2',
      '/support/article/KM3',
    ]);
    expect(links[0]?.closest('[data-link-position]')).toHaveAttribute(
      'data-link-position',
      'Recommended',
    );
  });

  it('with fewer cached cards than results, fills only the slots the page reserved', () => {
    const two = { ...cached, items: cached.items.slice(0, 2) };
    render(island(two));
    act(() => $recommendations.set(results(6)));
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/support/article/KM0',
      '/support/article/KM1',
    ]);
  });

  it('keeps the cached top solutions for fewer than 3', () => {
    render(island(cached));
    act(() => $recommendations.set(results(2)));
    expect(screen.getByRole('heading', { name: 'Top solutions' })).toBeInTheDocument();
  });

  it('hydrates the cached HTML without a mismatch when recommendations are already there', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island(cached));
    document.body.append(container);
    $recommendations.set(results(3));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, island(cached), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('Recommended for you');
    container.remove();
  });
});

describe('TopSolutions in Spanish', () => {
  it('heads the recommendations in Spanish', () => {
    render(
      island(
        {
          id: 'topSolutionsSection',
          heading: 'Soluciones principales',
          items: [1, 2, 3].map((n) => ({ title: `Solución ${n}`, href: `/s/${n}` })),
          position: 'Top solutions',
        },
        'es',
      ),
    );
    act(() =>
      $recommendations.set(
        [1, 2, 3].map((n) => ({ title: `Recomendado ${n}`, url: `/support/article/KM${n}` })),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Recomendado para usted' })).toBeInTheDocument();
  });
});
