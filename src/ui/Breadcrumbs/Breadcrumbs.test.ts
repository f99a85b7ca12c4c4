import { renderAstro } from '../../../tests/support/render-astro.ts';
import Breadcrumbs from './Breadcrumbs.astro';

const items = [
  { url: '/support', text: 'Support' },
  { url: '/support/wireless', text: 'Wireless' },
  { url: '/support/wireless/sim', text: 'SIM cards' },
];

describe('Breadcrumbs (Astro)', () => {
  it('is a labelled navigation with an ordered list and the current page marked', async () => {
    const { view, html } = await renderAstro(Breadcrumbs, { items });
    const nav = view.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveAttribute('data-variant', 'standalone');
    expect(view.getAllByRole('listitem')).toHaveLength(3);
    expect(view.getByRole('link', { name: 'SIM cards' })).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'Support' })).not.toHaveAttribute('aria-current');
    expect(html).not.toContain('<script');
  });

  it.each([
    ['header', 'Breadcrumb'],
    ['footer', 'Breadcrumb (footer)'],
  ])('the %s variant is named %s', async (variant, name) => {
    const { view } = await renderAstro(Breadcrumbs, { items, variant });
    expect(view.getByRole('navigation', { name })).toHaveAttribute('data-variant', variant);
  });

  it('takes a custom landmark label', async () => {
    const { view } = await renderAstro(Breadcrumbs, { items, label: 'You are here' });
    expect(view.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
  });

  it('renders nothing without entries', async () => {
    const { view } = await renderAstro(Breadcrumbs, { items: [] });
    expect(view.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['standalone', 'Ruta de navegación'],
    ['footer', 'Ruta de navegación (pie de página)'],
  ])('on a Spanish page the %s variant is named %s', async (variant, name) => {
    const { view } = await renderAstro(Breadcrumbs, { items, variant, locale: 'es' });
    expect(view.getByRole('navigation', { name })).toBeInTheDocument();
  });
});
