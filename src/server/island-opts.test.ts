import { describe, expect, it } from 'vitest';
import { islandOptsWithoutName } from './island-opts.ts';

describe('islandOptsWithoutName', () => {
  it.each([
    [
      'a name and a value',
      `<astro-island opts='{"name":"PageAlerts","value":"idle"}' props='{}'>`,
      `<astro-island opts='{"value":"idle"}' props='{}'>`,
    ],
    [
      'an object value that names things itself',
      `<astro-island opts='{"name":"ArticleDrawer","value":{"when":"interaction","name":"x"}}'>`,
      `<astro-island opts='{"value":{"when":"interaction","name":"x"}}'>`,
    ],
    ['a name alone', `<astro-island opts='{"name":"A"}'>`, `<astro-island opts='{}'>`],
    [
      'every island of a page',
      `<astro-island opts='{"name":"A","value":true}'></astro-island><astro-island opts='{"name":"B","value":true}'>`,
      `<astro-island opts='{"value":true}'></astro-island><astro-island opts='{"value":true}'>`,
    ],
    [
      'opts still double-quoted (left to whoever wrote them)',
      '<astro-island opts="{&quot;name&quot;:&quot;A&quot;}">',
      '<astro-island opts="{&quot;name&quot;:&quot;A&quot;}">',
    ],
    [
      'another element',
      `<div opts='{"name":"A","value":true}'>`,
      `<div opts='{"name":"A","value":true}'>`,
    ],
  ])('%s', (_name, html, expected) => {
    expect(islandOptsWithoutName(html)).toBe(expected);
  });
});
