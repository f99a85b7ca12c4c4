// @vitest-environment jsdom
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import { importOnLoadScript } from './inline-scripts.ts';

/**
 * The script as the browser runs it, with `import()` and requestIdleCallback replaced so the test
 * sees what it imports and what it asked the browser for.
 */
function runScript(idle: ((run: () => void, options?: IdleRequestOptions) => void) | undefined) {
  const imported: string[] = [];
  const body = importOnLoadScript('page-script').replace(/\bimport\(/g, '__import(');
  const self = idle ? { requestIdleCallback: idle } : {};
  new Function('self', 'requestIdleCallback', '__import', body)(self, idle, (url: string) =>
    imported.push(url),
  );
  return imported;
}

beforeEach(() => {
  document.body.innerHTML = `<template id="page-script"><script type="module" src="/_astro/page.js"></script></template>`;
});

describe('importOnLoadScript', () => {
  it('imports the template’s script when the browser is idle after the load event', () => {
    const asked: (() => void)[] = [];
    const imported = runScript((run) => asked.push(run));
    expect(asked).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(imported).toEqual([]);
    for (const run of asked) run();
    expect(imported).toEqual([expect.stringMatching(/\/_astro\/page\.js$/)]);
  });

  it('asks for idle time with the deadline, so a browser that is never idle still imports it', () => {
    const options: (IdleRequestOptions | undefined)[] = [];
    runScript((_run, given) => options.push(given));
    window.dispatchEvent(new Event('load'));
    expect(options).toEqual([{ timeout: IDLE_DEADLINE_MS }]);
  });

  it('without requestIdleCallback, imports it in a task after the load event', async () => {
    const imported = runScript(undefined);
    window.dispatchEvent(new Event('load'));
    expect(imported).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toHaveLength(1);
  });

  it('imports nothing when the page has no such template', () => {
    document.body.innerHTML = '';
    const asked: (() => void)[] = [];
    const imported = runScript((run) => asked.push(run));
    window.dispatchEvent(new Event('load'));
    for (const run of asked) run();
    expect(imported).toEqual([]);
  });
});
