import { describe, expect, it } from 'vitest';
import { decodeEntities, savedPageFacts, stepsFromIslandProps } from './saved-steps.ts';
import { compactIslands } from '../../server/island-markup.ts';

/** As the landing page's HTML carries them (the attribute's entities decoded). */
const PROPS = JSON.stringify({
  workflowName: [0, 'Wireless troubleshooter'],
  steps: [
    1,
    [
      [0, { title: [0, 'Restart your device'], description: [0, 'Turn it off and on.'] }],
      [0, { title: [0, 'Check airplane mode'], description: [0, 'Make sure it is off.'] }],
    ],
  ],
});

describe('stepsFromIslandProps', () => {
  it('reads the workflow’s steps in order', () => {
    expect(stepsFromIslandProps(PROPS)).toEqual([
      { title: 'Restart your device', description: 'Turn it off and on.' },
      { title: 'Check airplane mode', description: 'Make sure it is off.' },
    ]);
  });

  it.each([
    ['no steps', JSON.stringify({ workflowName: [0, 'x'] })],
    ['steps that are not a list', JSON.stringify({ steps: [0, 'x'] })],
    ['broken JSON', '{"steps":[1,'],
    ['a step without a title', JSON.stringify({ steps: [1, [[0, { description: [0, 'd'] }]]] })],
  ])('gives none for %s', (_name, props) => {
    expect(stepsFromIslandProps(props)).toEqual([]);
  });
});

describe('savedPageFacts', () => {
  const attribute = PROPS.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const html = `<!doctype html><html><head><title>Wireless support &amp; help</title></head><body>
    <astro-island component-url="/_astro/SeoFaq.js" opts="{&quot;name&quot;:&quot;SeoFaq&quot;}" props="{}"></astro-island>
    <astro-island uid="a" component-url="/_astro/TroubleshootingWorkflow.j.js" props="${attribute}" ssr client="replay" opts="{&quot;name&quot;:&quot;TroubleshootingWorkflow&quot;,&quot;value&quot;:true}"></astro-island>
  </body></html>`;

  it('reads the page’s title and the workflow island’s steps from the HTML', () => {
    expect(savedPageFacts(html)).toEqual({
      title: 'Wireless support & help',
      steps: [
        { title: 'Restart your device', description: 'Turn it off and on.' },
        { title: 'Check airplane mode', description: 'Make sure it is off.' },
      ],
    });
  });

  it('reads the island as the site writes it now (JSON single-quoted, no name in opts)', () => {
    const now = compactIslands(html);
    expect(now).toContain(`props='{"workflowName"`);
    expect(now).not.toContain('"name":"TroubleshootingWorkflow"');
    expect(savedPageFacts(now)).toEqual(savedPageFacts(html));
  });

  it('has no title and no steps for a page without them', () => {
    expect(savedPageFacts('<p>nothing</p>')).toEqual({ title: undefined, steps: [] });
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&quot;a&quot; &amp; b', '"a" & b'],
    ['&#39;x&#x27;', "'x'"],
    ['&lt;b&gt;', '<b>'],
    ['&unknown;', '&unknown;'],
  ])('%s → %s', (text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});
