import { describe, expect, it } from 'vitest';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import BaseLayout from './BaseLayout.astro';
import { buildPageMeta } from '../domain/page-meta.ts';

const pageUrl = new URL('https://support.example.test/smallbusiness/wireless');
const base = { title: 'Wireless', serviceName: 'wireless', smallBusiness: true, pageUrl };

async function render(meta: ReturnType<typeof buildPageMeta>) {
  const container = await AstroContainer.create();
  return container.renderToString(BaseLayout, { props: { meta } });
}

describe('BaseLayout identity tags', () => {
  it('renders canonical, the English alternate and og:url, and no Spanish link unconfigured', async () => {
    const html = await render(buildPageMeta({ ...base, seo: {} }));
    const own = 'https://support.example.test/smallbusiness/wireless';
    expect(html).toContain(`<link rel="canonical" href="${own}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${own}">`);
    expect(html).toContain(`<meta property="og:url" content="${own}">`);
    expect(html).not.toContain('hreflang="es"');
    expect(html).not.toContain('Español');
  });

  it("renders the Spanish alternate and the footer's 'Español' link when configured", async () => {
    const html = await render(
      buildPageMeta({ ...base, seo: {}, spanishPattern: 'https://es.support.example.test' }),
    );
    const spanish = 'https://es.support.example.test/smallbusiness/wireless';
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${spanish}">`);
    expect(html).toMatch(
      new RegExp(`<a href="${spanish}" hreflang="es" lang="es"[^>]*>\\s*Español\\s*</a>`),
    );
  });
});
