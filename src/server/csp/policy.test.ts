import { describe, expect, it } from 'vitest';
import { applyPolicyAdditions, FIXED_DIRECTIVES, originOf, policyAdditions } from './policy.ts';
import { applyPagePolicy } from './page.ts';
import { inlineScriptHash } from './page-hashes.ts';
import { PRINT_STYLE } from '../../video/model/print.ts';
import { replaceUrlScript } from './inline-scripts.ts';

describe('the fixed directives', () => {
  it('say what the site requires of every page', () => {
    expect(FIXED_DIRECTIVES).toEqual(
      expect.arrayContaining([
        "media-src 'self' blob:",
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
      ]),
    );
  });

  it('let the site register its own service worker and no other', () => {
    expect(FIXED_DIRECTIVES.filter((directive) => directive.startsWith('worker-src'))).toEqual([
      "worker-src 'self'",
    ]);
  });

  it("let images come from the site and from data: URLs (the site's icon), no other origin", () => {
    expect(FIXED_DIRECTIVES.filter((directive) => directive.startsWith('img-src'))).toEqual([
      "img-src 'self' data:",
    ]);
  });
});

describe('originOf', () => {
  it.each([
    ['https://media.example.com/videos/', 'https://media.example.com'],
    ['http://127.0.0.1:4502/genai/widget.js', 'http://127.0.0.1:4502'],
    ['/media', undefined],
    ['', undefined],
    [undefined, undefined],
    ['javascript:alert(1)', undefined],
    ['https://', undefined],
  ])('%s → %s', (value, origin) => {
    expect(originOf(value)).toBe(origin);
  });
});

describe('policyAdditions', () => {
  it.each([
    [
      'nothing configured: nothing added',
      { mediaHost: '/media' },
      { scriptResources: [], styleResources: [], directives: [] },
    ],
    [
      'the widget: its script and style origins, and calls to them',
      { widgetScript: 'https://ai.example.com/w.js', widgetStyle: 'https://cdn.example.com/w.css' },
      {
        scriptResources: ['https://ai.example.com'],
        styleResources: ['https://cdn.example.com'],
        directives: ["connect-src 'self' https://ai.example.com https://cdn.example.com"],
      },
    ],
    [
      'a media host: media, images and fetches, with the site itself',
      { mediaHost: 'https://media.example.com/v' },
      {
        scriptResources: [],
        styleResources: [],
        directives: [
          "connect-src 'self' https://media.example.com",
          "media-src 'self' https://media.example.com",
          "img-src 'self' https://media.example.com",
        ],
      },
    ],
    [
      'video metadata hosts: fetches only, each origin once',
      { videoHosts: ['https://v.example.com', 'https://v.example.com/x', '/same-origin'] },
      {
        scriptResources: [],
        styleResources: [],
        directives: ["connect-src 'self' https://v.example.com"],
      },
    ],
  ])('%s', (_name, sources, additions) => {
    expect(policyAdditions(sources)).toEqual(additions);
  });
});

describe('applyPolicyAdditions', () => {
  it('hands each addition to the page policy, and does nothing without one (CSP off)', () => {
    const calls: string[] = [];
    const csp = {
      insertDirective: (value: string) => calls.push(`directive ${value}`),
      insertScriptResource: (value: string) => calls.push(`script ${value}`),
      insertStyleResource: (value: string) => calls.push(`style ${value}`),
      insertScriptHash: (value: string) => calls.push(`hash ${value}`),
      insertStyleHash: (value: string) => calls.push(`style hash ${value}`),
    };
    applyPolicyAdditions(csp, {
      scriptResources: ['https://a'],
      styleResources: ['https://b'],
      directives: ["img-src 'self' https://c"],
    });
    expect(calls).toEqual([
      "directive img-src 'self' https://c",
      'script https://a',
      'style https://b',
    ]);
    expect(() =>
      applyPolicyAdditions(undefined, {
        scriptResources: ['x'],
        styleResources: [],
        directives: [],
      }),
    ).not.toThrow();
  });
});

describe('inline scripts', () => {
  it('hashes the exact text the browser runs', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHash('alert(1)')).toBe(
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
    );
  });

  it('writes a replaced address as JSON that cannot end its script element', () => {
    expect(replaceUrlScript('/wireless?x=</script><script>')).toBe(
      `history.replaceState(history.state, '', "/wireless?x=\\u003c/script>\\u003cscript>");`,
    );
  });
});

describe('applyPagePolicy', () => {
  it("adds the page's inline scripts, the print frame's style and the widget's origins", () => {
    const calls: string[] = [];
    const record = (kind: string) => (value: string) => calls.push(`${kind} ${value}`);
    applyPagePolicy(
      {
        insertDirective: record('directive'),
        insertScriptResource: record('script'),
        insertStyleResource: record('style'),
        insertScriptHash: record('script-hash'),
        insertStyleHash: record('style-hash'),
      },
      { searchWidget: { scriptUrl: 'https://ai.example.com/w.js' } },
      ['alert(1)'],
    );
    expect(calls).toEqual([
      "directive connect-src 'self' https://ai.example.com",
      'script https://ai.example.com',
      'script-hash sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
      `style-hash ${inlineScriptHash(PRINT_STYLE)}`,
    ]);
  });
});
