import { describe, expect, it, vi } from 'vitest';
import { parseOverlayText } from './overlay-text.ts';

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
