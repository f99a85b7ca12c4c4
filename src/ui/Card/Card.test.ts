import { renderAstro } from '../../../tests/support/render-astro.ts';
import Card from './Card.astro';

describe('Card (Astro)', () => {
  it('renders a heading, body and footer', async () => {
    const { view, html } = await renderAstro(
      Card,
      { heading: 'Activate a SIM', variant: 'elevated' },
      { default: '<p>Takes about five minutes.</p>', footer: '<span>Updated today</span>' },
    );
    expect(view.getByRole('heading', { level: 3, name: 'Activate a SIM' })).toBeInTheDocument();
    expect(view.getByText('Takes about five minutes.')).toBeInTheDocument();
    expect(view.getByText('Updated today')).toBeInTheDocument();
    expect(html).not.toContain('<script');
  });

  it('makes the heading the link when the card links somewhere', async () => {
    const { view } = await renderAstro(Card, {
      heading: 'Pay my bill',
      href: '/billing',
      headingLevel: 2,
    });
    const heading = view.getByRole('heading', { level: 2 });
    expect(heading).toContainElement(view.getByRole('link', { name: 'Pay my bill' }));
  });

  it('ignores an unknown variant', async () => {
    const { document } = await renderAstro(Card, { variant: 'neon' });
    expect(document.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'outlined');
  });
});
