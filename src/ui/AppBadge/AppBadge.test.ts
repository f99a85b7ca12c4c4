import { renderAstro } from '../../../tests/support/render-astro.ts';
import AppBadge from './AppBadge.astro';

describe('AppBadge (Astro)', () => {
  it('is a named new-tab link with decorative artwork and no script', async () => {
    const { view, html } = await renderAstro(AppBadge, {
      variant: 'google-lg',
      href: 'https://play.google.com/store',
    });
    const link = view.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link.querySelector('svg')).toHaveAttribute('width', '162');
    expect(html).not.toContain('<script');
  });

  it('renders nothing for an unknown variant', async () => {
    const { view } = await renderAstro(AppBadge, { variant: 'windows-lg', href: '/' });
    expect(view.queryByRole('link')).toBeNull();
  });

  it('speaks Spanish on a Spanish page: its name, the new-tab note and the artwork', async () => {
    const { view } = await renderAstro(AppBadge, {
      variant: 'google-lg',
      href: 'https://play.google.com/store',
      locale: 'es',
    });
    const link = view.getByRole('link', {
      name: 'Disponible en Google Play (se abre en una pestaña nueva)',
    });
    expect(link.querySelector('svg')?.textContent).toContain('DISPONIBLE EN');
  });
});
