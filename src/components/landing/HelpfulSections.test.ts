import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { within } from '@testing-library/dom';
import { createRequire } from 'node:module';
import HelpfulSections from './HelpfulSections.astro';
import type { HelpfulSectionView as HelpfulSection } from './helpful-info.ts';

type JSDOMConstructor = new (html: string) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JSDOMConstructor };

async function render(sections: HelpfulSection[]) {
  // The site's own directive, by name: this test reads the server's HTML and runs no script.
  const clientDirectives = new Map([['replay', '(() => {})']]);
  const container = await AstroContainer.create({ manifest: { clientDirectives } as never });
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  const html = await container.renderToString(HelpfulSections, { props: { sections } });
  const dom = new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`);
  return { html, view: within(dom.window.document.body) };
}

const section = (title: string, extra: Partial<HelpfulSection> = {}): HelpfulSection => ({
  title,
  description: `${title} description`,
  media: { kind: 'image', src: '/images/x.svg', alt: `${title} picture` },
  links: [{ text: `${title} guide`, href: `/support/${title.toLowerCase()}` }],
  buttons: [],
  ...extra,
});

describe('HelpfulSections', () => {
  it('renders each section statically: picture, heading, description and links', async () => {
    const { view } = await render([section('Pay'), section('Setup')]);
    expect(view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pay',
      'Setup',
    ]);
    expect(view.getByRole('img', { name: 'Pay picture' })).toHaveAttribute('src', '/images/x.svg');
    expect(view.getByText('Pay description')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Pay guide' })).toHaveAttribute('href', '/support/pay');
  });

  it('renders the buttons as the library’s link buttons: the first primary, the second secondary', async () => {
    const { view } = await render([
      section('Pay', {
        buttons: [
          { label: 'Pay now', href: '/pay', variant: 'primary' },
          { label: 'See plans', href: '/plans', variant: 'secondary' },
        ],
      }),
    ]);
    expect(view.getByRole('link', { name: 'Pay now' })).toHaveAttribute('data-variant', 'primary');
    expect(view.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  });

  it('renders the smart-home card with its links', async () => {
    const { view } = await render([
      section('Home', {
        smartHome: { title: 'Smart home', links: [{ text: 'Set up a hub', href: '/hub' }] },
      }),
    ]);
    expect(view.getByRole('heading', { level: 4, name: 'Smart home' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Set up a hub' })).toHaveAttribute('href', '/hub');
  });

  it('makes a video an island of its own that sends only its placeholder', async () => {
    const { html } = await render([
      section('Watch', { media: { kind: 'video', videoId: '5001039' } }),
    ]);
    expect(html).toMatch(/<astro-island[^>]*HelpfulVideo[^>]*client="replay"/);
    expect(html).toContain('5001039');
    expect(html).not.toContain('data-video-id');
  });

  it('sends a video with its tile as a link to its watch page: poster, duration, title', async () => {
    const tile = { poster: '/media/p_480.jpg', title: 'Restart your phone', durationText: '0:10' };
    const { view, html } = await render([
      section('Watch', { media: { kind: 'video', videoId: '5001039', tile } }),
    ]);
    const link = view.getByRole('link', { name: /Restart your phone/ });
    expect(link).toHaveAttribute('href', '/support/videos/5001039');
    expect(link).toHaveTextContent('Duration 0:10');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/p_480.jpg');
    // The island's props carry the tile, so hydration draws the same link.
    expect(html).toMatch(/<astro-island[^>]*props="[^"]*Restart your phone/);
  });

  it("shows a text-only section's content under its fixed placeholder image", async () => {
    const { view, html } = await render([
      section('Protect', {
        media: {
          kind: 'text',
          src: '/images/support/helpful-info-placeholder.svg',
          text: 'Protection plans cover loss, theft and damage.',
        },
      }),
    ]);
    expect(view.getByText('Protection plans cover loss, theft and damage.')).toBeInTheDocument();
    expect(html).toContain('src="/images/support/helpful-info-placeholder.svg"');
    expect(view.getByText('Protect description')).toBeInTheDocument();
  });

  it('does not repeat the description when the text-only content is the same words', async () => {
    const { view } = await render([
      section('Same', {
        media: { kind: 'text', src: '/p.svg', text: 'Same description' },
      }),
    ]);
    expect(view.getAllByText('Same description')).toHaveLength(1);
  });
});

describe('HelpfulSections with English content on another language page', () => {
  async function renderWith(props: Record<string, unknown>) {
    const clientDirectives = new Map([['replay', '(() => {})']]);
    const container = await AstroContainer.create({ manifest: { clientDirectives } as never });
    container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
    const html = await container.renderToString(HelpfulSections, { props });
    return new JSDOM(`<!doctype html><html lang="es"><body>${html}</body></html>`).window.document;
  }

  it("marks each section's texts English, and nothing on a page whose content is its own", async () => {
    const sections = [
      section('Pay', { buttons: [{ label: 'Pay now', href: '/pay', variant: 'primary' }] }),
    ];
    const marked = await renderWith({ sections, locale: 'es', contentLang: 'en' });
    const english = (text: string) =>
      [...marked.querySelectorAll('*')].find((el) => el.textContent === text)?.closest('[lang]');
    expect(english('Pay')?.getAttribute('lang')).toBe('en');
    expect(english('Pay description')?.getAttribute('lang')).toBe('en');
    expect(english('Pay guide')?.getAttribute('lang')).toBe('en');
    expect(english('Pay now')?.getAttribute('lang')).toBe('en');
    expect(marked.querySelector('img')?.getAttribute('lang')).toBe('en');
    const own = await renderWith({ sections, locale: 'es' });
    expect(own.body.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
