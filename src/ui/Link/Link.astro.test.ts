import { renderAstro } from '../../../tests/support/render-astro.ts';
import LinkAstro from './Link.astro';

describe('Link (Astro)', () => {
  it('renders a static new-tab link with the hint and no script', async () => {
    const { html, view } = await renderAstro(LinkAstro, {
      href: 'https://example.com',
      text: 'Store finder',
      isNewTab: true,
    });
    const link = view.getByRole('link', { name: 'Store finder (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(html).not.toContain('<script');
  });

  it('ignores an unknown type', async () => {
    const { view } = await renderAstro(LinkAstro, { href: '/a', text: 'A', type: 'sparkly' });
    expect(view.getByRole('link', { name: 'A' })).toHaveAttribute('data-type', 'inline');
  });

  it('renders the google badge with its store label', async () => {
    const { view } = await renderAstro(LinkAstro, {
      href: 'https://play.google.com',
      appsDownload: 'google-sm',
    });
    expect(view.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page, and names a badge for analytics in English', async () => {
    const { view } = await renderAstro(LinkAstro, {
      href: 'https://apps.apple.com',
      appsDownload: 'apple-sm',
      isNewTab: true,
      locale: 'es',
    });
    const link = view.getByRole('link', {
      name: 'Descargar en el App Store (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('data-link-name', 'Download on the App Store');
  });
});
