import { renderAstro } from '../../../tests/support/render-astro.ts';
import Grid from './Grid.astro';

describe('Grid (Astro)', () => {
  it('renders a list grid with column variables and slot content', async () => {
    const { document, html } = await renderAstro(
      Grid,
      { as: 'ul', columns: { desktop: 4 }, gap: 'large' },
      { default: '<li>Card</li>' },
    );
    const grid = document.querySelector('ul');
    expect(grid).toHaveAttribute('data-gap', 'large');
    expect(grid?.getAttribute('style')).toContain('--grid-cols-desktop: 4');
    expect(grid?.getAttribute('style')).toContain('--grid-cols-mobile: 1');
    expect(grid).toHaveTextContent('Card');
    expect(html).not.toContain('<script');
  });

  it('ignores an unknown gap', async () => {
    const { document } = await renderAstro(Grid, { gap: 'huge' });
    expect(document.querySelector('div')).toHaveAttribute('data-gap', 'medium');
  });
});
