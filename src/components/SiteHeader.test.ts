import { describe, expect, it } from 'vitest';
import SiteHeader from './SiteHeader.astro';
import { renderAstro } from '../../tests/support/render-astro.ts';

describe('SiteHeader', () => {
  it('is English by default', async () => {
    const { view } = await renderAstro(SiteHeader);
    const nav = view.getByRole('navigation', { name: 'Primary' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Support',
      'Wireless',
      'Business',
    ]);
    expect(view.getByRole('link', { name: 'Wireless' })).toHaveAttribute('href', '/wireless');
  });

  it('speaks Spanish on a Spanish page and leads to the Spanish landing pages', async () => {
    const { view } = await renderAstro(SiteHeader, { locale: 'es' });
    view.getByRole('navigation', { name: 'Principal' });
    expect(view.getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/support');
    expect(view.getByRole('link', { name: 'Inalámbrico' })).toHaveAttribute('href', '/es/wireless');
    expect(view.getByRole('link', { name: 'Negocios' })).toHaveAttribute(
      'href',
      '/es/smallbusiness/wireless',
    );
  });
});
