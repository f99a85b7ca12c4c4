import { describe, expect, it } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import BaseLayout from './BaseLayout.astro';
import { buildPageMeta } from '../domain/page-meta.ts';

const origin = 'https://support.example.test';
const base = { title: 'Wireless', serviceName: 'wireless', smallBusiness: true };

async function render(meta: ReturnType<typeof buildPageMeta>) {
  const container = await AstroContainer.create();
  return container.renderToString(BaseLayout, { props: { meta } });
}

describe('BaseLayout identity tags', () => {
  it('renders canonical, the alternates of both languages and og:url, and the switch to Spanish', async () => {
    const pageUrl = new URL('/smallbusiness/wireless', origin);
    const html = await render(buildPageMeta({ ...base, pageUrl, seo: {} }));
    const own = `${origin}/smallbusiness/wireless`;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${own}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${own}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="es" href="${origin}/es/smallbusiness/wireless">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${own}">`);
    expect(html).toContain(`<meta property="og:url" content="${own}">`);
    expect(html).toMatch(
      /<a href="\/es\/smallbusiness\/wireless" hreflang="es" lang="es"[^>]*>\s*Español\s*<\/a>/,
    );
    expect(html).toContain('Skip to main content');
  });

  it('renders a Spanish page in Spanish, with the switch back to English', async () => {
    const pageUrl = new URL('/es/smallbusiness/wireless', origin);
    const html = await render(buildPageMeta({ ...base, pageUrl, locale: 'es', seo: {} }));
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`<link rel="canonical" href="${origin}/es/smallbusiness/wireless">`);
    expect(html).toMatch(
      /<a href="\/smallbusiness\/wireless" hreflang="en" lang="en"[^>]*>\s*English\s*<\/a>/,
    );
    expect(html).toContain('Ir al contenido principal');
    expect(html).not.toContain('Español');
  });

  it('leads to the configured Spanish site when there is one', async () => {
    const pageUrl = new URL('/smallbusiness/wireless', origin);
    const html = await render(
      buildPageMeta({
        ...base,
        pageUrl,
        seo: {},
        spanishPattern: 'https://es.support.example.test',
      }),
    );
    const spanish = 'https://es.support.example.test/smallbusiness/wireless';
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${spanish}">`);
    expect(html).toMatch(
      new RegExp(`<a href="${spanish}" hreflang="es" lang="es"[^>]*>\\s*Español\\s*</a>`),
    );
  });
});
