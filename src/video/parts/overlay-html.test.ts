// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseOverlayText } from '../model/overlay-text.ts';
import { safeHtmlTree } from './safe-html.ts';

describe('overlay text', () => {
  it('maps the short keys, with theme and position fallbacks', () => {
    const raw = JSON.stringify({
      h: 'Heading',
      sh: 'Sub',
      c: '<p>Body</p>',
      l: 'Legal',
      bt: 'Shop',
      bu: '/wireless',
      t: 'LIGHT',
      p: 'right',
    });
    expect(parseOverlayText(raw)).toEqual({
      heading: 'Heading',
      subheading: 'Sub',
      bodyHtml: '<p>Body</p>',
      legal: 'Legal',
      buttonText: 'Shop',
      buttonUrl: '/wireless',
      theme: 'light',
      position: 'right',
    });
    expect(parseOverlayText(JSON.stringify({ h: 'x', t: 'odd', p: 'odd' }))).toMatchObject({
      theme: 'dark',
      position: 'left',
    });
  });
  it('drops an unsafe button url', () => {
    expect(
      parseOverlayText(JSON.stringify({ h: 'x', bt: 'Go', bu: 'javascript:alert(1)' }))?.buttonUrl,
    ).toBe('');
  });
  it('empty, bad JSON and contentless values are nothing (bad JSON logged)', () => {
    const log = vi.fn();
    expect(parseOverlayText('', log)).toBeUndefined();
    expect(parseOverlayText('{nope', log)).toBeUndefined();
    expect(parseOverlayText('[]', log)).toBeUndefined();
    expect(parseOverlayText('{"t":"dark"}', log)).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
  });
});

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
