// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readSavedPage, renderSavedHelp, savedPages } from './saved-help.ts';

const props = JSON.stringify({
  steps: [1, [[0, { title: [0, 'Restart your device'], description: [0, 'Off and on.'] }]]],
}).replaceAll('"', '&quot;');
const LANDING = `<!doctype html><html lang="en"><head><title>Wireless support</title></head><body>
<astro-island component-url="/_astro/TroubleshootingWorkflow.x.js" opts="{&quot;name&quot;:&quot;TroubleshootingWorkflow&quot;,&quot;value&quot;:true}" props="${props}"></astro-island>
</body></html>`;

function offlinePage(lang = 'en') {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<ol data-saved-steps><li>Basic step</li></ol>
    <p data-none-saved>Nothing saved</p><ul data-saved-pages hidden></ul>`;
}

describe('readSavedPage', () => {
  it('reads the title, the date and the workflow’s steps from a saved landing page', () => {
    const page = readSavedPage('/wireless', LANDING, 'Tue, 25 Nov 2025 14:02:00 GMT');
    expect(page).toEqual({
      path: '/wireless',
      title: 'Wireless support',
      savedAt: new Date('2025-11-25T14:02:00Z'),
      steps: [{ title: 'Restart your device', description: 'Off and on.' }],
    });
  });

  it('has no steps for a page without the workflow', () => {
    expect(readSavedPage('/x', '<title>X</title>', null).steps).toEqual([]);
  });
});

describe('renderSavedHelp', () => {
  it('lists each saved page as a link and shows the saved page’s own steps', () => {
    offlinePage();
    renderSavedHelp(document, [readSavedPage('/wireless', LANDING, null)]);
    const link = document.querySelector('[data-saved-pages] a');
    expect(link?.getAttribute('href')).toBe('/wireless');
    expect(link?.textContent).toBe('Wireless support');
    expect(document.querySelector('[data-saved-pages]')?.hasAttribute('hidden')).toBe(false);
    expect(document.querySelector('[data-none-saved]')).toBeNull();
    expect(document.querySelector('[data-saved-steps]')?.textContent).toContain(
      'Restart your device',
    );
  });

  it('keeps the basic steps and the “nothing saved” line when nothing is saved', () => {
    offlinePage();
    renderSavedHelp(document, []);
    expect(document.querySelector('[data-none-saved]')).not.toBeNull();
    expect(document.querySelector('[data-saved-steps]')?.textContent).toBe('Basic step');
  });

  it('takes steps only from a saved page in the offline page’s language', () => {
    offlinePage('es');
    renderSavedHelp(document, [readSavedPage('/wireless', LANDING, null)]);
    expect(document.querySelector('[data-saved-steps]')?.textContent).toBe('Basic step');
    expect(document.querySelectorAll('[data-saved-pages] li')).toHaveLength(1);
  });
});

describe('savedPages', () => {
  it('reads the worker’s page cache, newest first, and nothing when there is none', async () => {
    const entries = new Map([
      [
        'http://x/es/wireless',
        new Response('<title>Es</title>', { headers: { date: 'Mon, 24 Nov 2025 10:00:00 GMT' } }),
      ],
      [
        'http://x/wireless',
        new Response(LANDING, { headers: { date: 'Tue, 25 Nov 2025 14:02:00 GMT' } }),
      ],
    ]);
    const cache = {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: Request) => entries.get(request.url)?.clone(),
    };
    const storage = {
      has: async (name: string) => name === 'offline-pages',
      open: async () => cache,
    } as unknown as CacheStorage;
    expect((await savedPages(storage)).map((page) => page.path)).toEqual([
      '/wireless',
      '/es/wireless',
    ]);
    const empty = { has: async () => false } as unknown as CacheStorage;
    expect(await savedPages(empty)).toEqual([]);
  });
});
