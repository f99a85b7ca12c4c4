import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it.each([
    {
      name: 'drops script elements and their content',
      input: '<p>Hi</p><script>alert(1)</script>',
      expected: '<p>Hi</p>',
    },
    {
      name: 'drops onerror handlers',
      input: '<img src="https://x.test/a.png" alt="a" onerror="alert(1)">',
      expected: '<img src="https://x.test/a.png" alt="a" />',
    },
    {
      name: 'drops onclick on links',
      input: '<a href="/a" onclick="steal()">A</a>',
      expected: '<a href="/a">A</a>',
    },
    {
      name: 'drops javascript: URLs',
      input: '<a href="javascript:alert(1)">Click</a>',
      expected: '<a>Click</a>',
    },
    {
      name: 'drops obfuscated javascript: URLs',
      input: '<a href="  JaVaScRiPt:alert(1)">Click</a>',
      expected: '<a>Click</a>',
    },
    {
      name: 'drops entity-encoded javascript: URLs',
      input: '<a href="&#106;avascript:alert(1)">x</a>',
      expected: '<a>x</a>',
    },
    {
      name: 'drops data: image sources',
      input: '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">',
      expected: '<img alt="x" />',
    },
    {
      name: 'drops iframes and their content',
      input: '<iframe src="https://evil.test"></iframe><p>ok</p>',
      expected: '<p>ok</p>',
    },
    {
      name: 'drops style elements and attributes',
      input: '<style>p{}</style><p style="color:red">x</p>',
      expected: '<p>x</p>',
    },
    {
      name: 'drops forms but keeps their text',
      input: '<form action="/x"><b>Name</b></form>',
      expected: '<b>Name</b>',
    },
    {
      name: 'drops svg with script',
      input: '<svg><script>alert(1)</script></svg>text',
      expected: 'text',
    },
    {
      name: 'keeps formatting, lists and safe links',
      input: '<h3>SIM</h3><ul><li><a href="https://att.test/sim" title="SIM">SIM</a></li></ul>',
      expected: '<h3>SIM</h3><ul><li><a href="https://att.test/sim" title="SIM">SIM</a></li></ul>',
    },
    {
      name: 'keeps tel and mailto links',
      input: '<a href="tel:611">611</a> <a href="mailto:help@att.test">mail</a>',
      expected: '<a href="tel:611">611</a> <a href="mailto:help@att.test">mail</a>',
    },
    {
      name: 'adds noopener to new-tab links',
      input: '<a href="https://a.test" target="_blank">A</a>',
      expected: '<a href="https://a.test" target="_blank" rel="noopener noreferrer">A</a>',
    },
    {
      name: 'drops other targets',
      input: '<a href="/a" target="top">A</a>',
      expected: '<a href="/a">A</a>',
    },
    { name: 'empty input', input: '', expected: '' },
  ])('$name', ({ input, expected }) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});
