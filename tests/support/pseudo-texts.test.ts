import { describe, expect, it } from 'vitest';
import { textsOutsideMarkers, type MarkedText } from './pseudo-texts.ts';

const node = (text: string, shown = true): MarkedText => ({
  text,
  kind: 'node',
  shown,
  where: 'p',
});
const attribute = (text: string): MarkedText => ({
  text,
  kind: 'attribute',
  shown: true,
  where: 'button [aria-label]',
});

describe('texts outside the markers', () => {
  it.each([
    ['a marked text', [node('⟦Šíğñ íñ ļóŕéɱ⟧')], []],
    ['a hard-coded English text', [node('Sign in')], ['Sign in']],
    ['English after a marked text', [node('⟦Šíğñ íñ⟧ now')], ['now']],
    ['a marked text cut short', [node('⟦Šíğñ íñ ļó')], []],
    ['the end of a text cut at its start', [node('íñ ļóŕéɱ⟧')], ['íñ ļóŕéɱ']],
    ['markers across nodes', [node('⟦Ŵéļçóɱé, '), node('Jordan'), node('⟧')], []],
    ['nested markers', [node('⟦© 2026 ⟦Çáŕŕíéŕ⟧. Áļļ⟧')], []],
    ['digits and punctuation', [node('1-800-555-0100 · 7:00')], []],
    ['a hidden English text', [node('Sign in', false)], []],
    ['an English attribute', [attribute('Close')], ['Close']],
    ['an attribute after an open marker in a node', [node('⟦Šíğñ'), attribute('Close')], ['Close']],
  ] as const)('%s', (_, texts, expected) => {
    expect(textsOutsideMarkers(texts).map(({ text }) => text)).toEqual(expected);
  });

  it('lets an allowed text through, by the whole text outside the markers', () => {
    const allowed = [
      [/^Jordan$/, 'a name'],
      ['Google Pixel 9', 'a device'],
    ] as const;
    expect(textsOutsideMarkers([node('Jordan'), node(' Google  Pixel 9 ')], allowed)).toEqual([]);
    expect(textsOutsideMarkers([node('Hi Jordan')], allowed)).toEqual([
      { text: 'Hi Jordan', where: 'p' },
    ]);
  });
});
