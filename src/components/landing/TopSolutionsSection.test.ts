import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { within } from '@testing-library/dom';
import { createRequire } from 'node:module';
import TopSolutionsSection from './TopSolutionsSection.astro';
import type { CardGridView } from '../../domain/cards.ts';
import { ASKED_ISLAND } from '../../domain/asked-islands.ts';

type JSDOMConstructor = new (html: string) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JSDOMConstructor };

const grid: CardGridView = {
  id: 'top-solutions',
  heading: 'Top solutions',
  items: [
    { title: 'Set up voicemail', href: '/support/voicemail' },
    { title: 'Pay your bill', href: '/support/pay' },
  ],
  position: 'Top Solutions',
};

async function render(recommendable: boolean) {
  // The site's own directive, by name: this test reads the server's HTML and runs no script.
  const clientDirectives = new Map([['replay', '(() => {})']]);
  const container = await AstroContainer.create({ manifest: { clientDirectives } as never });
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  const html = await container.renderToString(TopSolutionsSection, {
    props: { grid, asks: [], recommendable, locale: {} },
  });
  const dom = new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`);
  const body = dom.window.document.body;
  return { islands: [...body.querySelectorAll('astro-island')], view: within(body) };
}

describe('TopSolutionsSection', () => {
  it('on a page that may recommend, is an island hydrated only when the layer asks for it', async () => {
    const { islands, view } = await render(true);
    expect(islands).toHaveLength(1);
    expect(JSON.parse(islands[0]?.getAttribute('opts') ?? '{}')).toMatchObject({
      value: { ask: ASKED_ISLAND.topSolutions },
    });
    expect(view.getByRole('link', { name: 'Pay your bill' })).toHaveAttribute(
      'href',
      '/support/pay',
    );
  });

  it('on a page that may not, is the same cards with no island (no code for a visitor to load)', async () => {
    const { islands, view } = await render(false);
    expect(islands).toEqual([]);
    expect(view.getByRole('heading', { name: 'Top solutions' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Pay your bill' })).toHaveAttribute(
      'href',
      '/support/pay',
    );
  });
});
