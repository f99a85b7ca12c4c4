// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeHtmlTree } from './safe-html.ts';

describe('content HTML as a safe tree', () => {
  it('keeps allowed elements and text', () => {
    expect(safeHtmlTree('<p>Hi <strong>there</strong><br>you</p>')).toEqual([
      {
        tag: 'p',
        children: [
          'Hi ',
          { tag: 'strong', children: ['there'] },
          { tag: 'br', children: [] },
          'you',
        ],
      },
    ]);
  });
  it('drops scripts with their content, unwraps unknown elements, keeps no attributes', () => {
    expect(
      safeHtmlTree(
        '<div onclick="x()" style="a"><script>alert(1)</script><img src=x onerror=alert(1)><em class="c">ok</em></div>',
      ),
    ).toEqual([{ tag: 'em', children: ['ok'] }]);
  });
  it('links keep only a safe href', () => {
    expect(
      safeHtmlTree('<a href="/wireless" onclick="x">a</a><a href="javascript:alert(1)">b</a>'),
    ).toEqual([{ tag: 'a', href: '/wireless', children: ['a'] }, 'b']);
  });
});
