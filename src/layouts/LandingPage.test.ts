import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import LandingPage from './LandingPage.astro';
import { startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { buildLandingView } from '../components/landing/landing-view.ts';
import { FLAGS } from '../domain/flags.ts';
import { setLogSink } from '../domain/log.ts';
import { readConfig } from '../node/config.ts';
import { loadLandingModel } from '../server/landing-page.ts';
import { buildRequestContext } from '../server/request-context.ts';

/** Astro's scoped-style marks: `astro-xxxxxxxx` classes and `data-astro-cid-*` attributes. */
function scopeMarks(html: string): string[] {
  const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value = '']) =>
    value.split(/\s+/).filter((name) => /^astro-[a-z0-9]{8}$/.test(name)),
  );
  return [...classes, ...(html.match(/\sdata-astro-cid-[a-z0-9]+/g) ?? [])];
}

describe('LandingPage', () => {
  let sandbox: Sandbox;
  let restoreLog: () => void;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    restoreLog = setLogSink(() => undefined);
  });
  afterAll(async () => {
    restoreLog();
    await sandbox.close();
  });

  async function render(route: string): Promise<string> {
    const config = readConfig({
      SITE_URL: 'https://support.example.test',
      UPSTREAM_API_URL: sandbox.url,
      UPSTREAM_CMS_URL: sandbox.url,
      SEARCH_WIDGET_SCRIPT_URL: 'https://widgets.example.test/genai.js',
    });
    const ctx = buildRequestContext(new Request(`http://127.0.0.1${route}`), config);
    const model = await loadLandingModel(ctx, route);
    // The site's own directive, by name: this test reads the server's HTML and runs no script.
    const clientDirectives = new Map([['replay', '(() => {})']]);
    const container = await AstroContainer.create({ manifest: { clientDirectives } as never });
    container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
    return container.renderToString(LandingPage, {
      props: { model, view: buildLandingView(model, route) },
    });
  }

  afterEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));

  // The shell and the sections style their elements from a CSS-module class on their root, not
  // with Astro's scoped styles, which mark every element they style with a class of its own:
  // about 360 B of the brotli page, past the first round trip (docs/performance.md).
  it.each([
    { page: 'the consumer page', route: '/wireless', scenario: {}, shows: 'contactUsHeading' },
    {
      page: 'the small-business page',
      route: '/smallbusiness/wireless',
      scenario: {},
      shows: 'contactUsHeading',
    },
    {
      page: 'the consumer page with the generative-AI search and outage banners',
      route: '/wireless',
      scenario: { outage: 'issue', flags: { [FLAGS.genAiSearch.name]: 'wireless' } },
      shows: 'genai-heading',
    },
  ])('$page marks no element with a scoped-style class', async ({ route, scenario, shows }) => {
    await fetch(`${sandbox.url}/__sandbox/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
    });
    const html = await render(route);
    expect(html.includes(`id="${shows}"`), `renders #${shows}`).toBe(true);
    expect(scopeMarks(html)).toEqual([]);
  });

  // The jump links are the section table's (src/components/landing/sections.ts): each points at
  // an element the page renders, in the order the page renders them.
  it.each([
    { route: '/wireless', fixMyService: true },
    // No Fix my Wireless on the small-business page.
    { route: '/smallbusiness/wireless', fixMyService: false },
  ])(
    '$route: each jump link points at a section on the page, in page order',
    async ({ route, fixMyService }) => {
      const html = await render(route);
      const props =
        /<astro-island[^>]*component-export="default"[^>]*props="([^"]*)"[^>]*opts="[^"]*LandingJumpLinks/.exec(
          html,
        );
      const links = [
        ...(props?.[1] ?? '').matchAll(/anchor&quot;:\[0,&quot;([\w-]+)&quot;\]/g),
      ].map(([, anchor]) => anchor ?? '');
      expect(links).toContain('contactUsHeading');
      expect(links.includes('fixMyService')).toBe(fixMyService);
      const positions = links.map((anchor) => html.indexOf(`id="${anchor}"`));
      expect(
        positions.every((at) => at > 0),
        links.join(),
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );
});
