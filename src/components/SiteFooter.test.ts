import { describe, expect, it } from 'vitest';
import SiteFooter from './SiteFooter.astro';
import { renderAstro } from '../../tests/support/render-astro.ts';

const year = String(new Date().getFullYear());

describe('SiteFooter', () => {
  it('is English by default', async () => {
    const { view } = await renderAstro(SiteFooter);
    view.getByRole('navigation', { name: 'Footer' });
    expect(view.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    expect(view.getByText(`© ${year} Carrier Support. All rights reserved.`)).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', async () => {
    const { view } = await renderAstro(SiteFooter, { locale: 'es' });
    const nav = view.getByRole('navigation', { name: 'Pie de página' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent?.trim())).toEqual([
      'Inicio de Soporte',
      'Comuníquese con nosotros',
      'Centro de privacidad',
      'Términos de uso',
    ]);
    expect(
      view.getByText(`© ${year} Carrier Support. Todos los derechos reservados.`),
    ).toBeInTheDocument();
  });
});
