// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { resolve } from 'node:path';
import { compile } from 'sass';
import { LoadingPlaceholder, placeholderCount } from './LoadingPlaceholder.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

describe('placeholderCount', () => {
  it.each([
    [undefined, 6],
    [3, 3],
    [0, 6],
    [-2, 6],
    [2.5, 6],
  ])('%s → %i', (count, expected) => {
    expect(placeholderCount(count)).toBe(expected);
  });
});

describe('LoadingPlaceholder', () => {
  const cards = (container: HTMLElement) => container.querySelectorAll('[data-placeholder-card]');

  it('shows six cards by default inside a busy status named for screen readers', () => {
    const { container } = render(<LoadingPlaceholder label="Loading help articles" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading help articles');
    expect(cards(container)).toHaveLength(6);
  });

  it('takes a count', () => {
    const { container } = render(<LoadingPlaceholder count={2} />);
    expect(cards(container)).toHaveLength(2);
  });

  it('turns the shimmer off under prefers-reduced-motion', () => {
    const { css } = compile(
      resolve(process.cwd(), 'src/ui/LoadingPlaceholder/LoadingPlaceholder.module.scss'),
    );
    const reduced = css.split('@media (prefers-reduced-motion: reduce)').slice(1);
    expect(reduced.length).toBeGreaterThan(0);
    expect(
      reduced.every((block) => /animation: none/.test(block.slice(0, block.indexOf('}')))),
    ).toBe(true);
    expect(css).toMatch(/animation: shimmer/);
  });
});

describe('LoadingPlaceholder in Spanish', () => {
  it.each([
    [undefined, 'Loading'],
    ['es', 'Cargando'],
  ] as const)('a %s page hears %j while it loads', (locale, text) => {
    if (locale) renderInLocale(<LoadingPlaceholder />, locale);
    else render(<LoadingPlaceholder />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
