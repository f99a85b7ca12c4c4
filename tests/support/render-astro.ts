import { within } from '@testing-library/dom';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { createRequire } from 'node:module';

/**
 * Renders an Astro component on the server (as the build does) and parses the HTML into its
 * own DOM so tests can use role queries. Runs in vitest's node environment: in jsdom the
 * .astro module would be compiled for the browser and could not render.
 */
// jsdom ships no type declarations here; only its constructor is needed, so it is typed locally.
type JSDOMConstructor = new (html: string) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JSDOMConstructor };

export async function renderAstro(
  component: AstroComponentFactory,
  props: Record<string, unknown> = {},
  slots: Record<string, string> = {},
) {
  const container = await AstroContainer.create();
  const html = await container.renderToString(component, { props, slots });
  const dom = new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`);
  return { html, document: dom.window.document, view: within(dom.window.document.body) };
}
