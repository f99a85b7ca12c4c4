import { describe, expect, it } from 'vitest';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue, pseudoLocalise } from './pseudo.ts';

/** The text between the markers. */
const inside = (text: string) => {
  expect(text.startsWith(PSEUDO_OPEN), text).toBe(true);
  expect(text.endsWith(PSEUDO_CLOSE), text).toBe(true);
  return text.slice(PSEUDO_OPEN.length, -PSEUDO_CLOSE.length);
};

describe('a pseudo-localised text', () => {
  it.each([
    ['Sign in', 'Šíğñ íñ'],
    ['Contact us', 'Çóñţáçţ úš'],
    ['Wi-Fi calling', 'Ŵí-Ƒí çáļļíñğ'],
    ['Back', 'Ɓáçķ'],
    ['Restart your device', 'Ŕéšţáŕţ ýóúŕ ðéṽíçé'],
  ])('%s is accented as %s, padded and wrapped in the markers', (english, accented) => {
    const text = inside(pseudoLocalise(english));
    expect(text.startsWith(`${accented} `), text).toBe(true);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    'Back',
    'Sign in',
    'Want personalized help?',
    'Turn your phone off, wait 30 seconds and turn it back on.',
    'No help pages are saved on this device yet. Open one while you are online to keep it.',
  ])('%s grows by about 40%%, in words that can wrap', (english) => {
    const text = inside(pseudoLocalise(english));
    const growth = text.length / english.length - 1;
    expect(growth).toBeGreaterThanOrEqual(0.4);
    // Whole padding words: a short text grows by a word of up to 5 letters and its space.
    expect(text.length - english.length).toBeLessThanOrEqual(Math.ceil(english.length * 0.4) + 6);
    expect(text.slice(english.length)).toMatch(/^( \S{3,5})+$/);
  });

  it.each([
    ['{count} results', '{count}'],
    ['Help for [[service]]', '[[service]]'],
    ['{first} and {second}', '{second}'],
  ])('%s keeps its placeholder %s', (english, placeholder) => {
    expect(pseudoLocalise(english)).toContain(placeholder);
  });

  it('keeps the parts it is told to keep, the longest first', () => {
    const text = pseudoLocalise('Welcome, Jordan Lee of Jordan', ['Jordan', 'Jordan Lee']);
    expect(text).toContain('Ŵéļçóɱé, Jordan Lee óƒ Jordan');
  });

  it('keeps a kept part with characters a pattern would read', () => {
    expect(pseudoLocalise('Search for "a.b (c)"', ['a.b (c)'])).toContain('"a.b (c)"');
  });

  it.each(['', '   '])('leaves %j as it is', (blank) => {
    expect(pseudoLocalise(blank)).toBe(blank);
  });

  it('leaves digits and punctuation as they are', () => {
    expect(inside(pseudoLocalise('30 s: 1,234.5!'))).toMatch(/^30 š: 1,234\.5! /);
  });
});

describe('a pseudo-localised catalogue', () => {
  const english = {
    title: 'Top solutions',
    nested: { signIn: 'Sign in' },
    steps: [{ title: 'Restart your device' }],
    welcome: (firstName: string) => `Welcome, ${firstName}`,
    results: (count: number, query: string) => `${count} results for ${query}`,
    limit: 3,
  };
  const pseudo = pseudoCatalogue(english);

  it('pseudo-localises every text, through groups and lists', () => {
    expect(inside(pseudo.title)).toMatch(/^Ţóþ šóļúţíóñš /);
    expect(inside(pseudo.nested.signIn)).toMatch(/^Šíğñ íñ /);
    expect(inside(pseudo.steps[0]?.title ?? '')).toMatch(/^Ŕéšţáŕţ /);
  });

  it("wraps a message's result and keeps its string arguments as they are", () => {
    expect(inside(pseudo.welcome('Jordan'))).toMatch(/^Ŵéļçóɱé, Jordan /);
    expect(inside(pseudo.results(12, 'phone'))).toMatch(/^12 ŕéšúļţš ƒóŕ phone /);
  });

  it('leaves values that are not texts as they are, and the English catalogue untouched', () => {
    expect(pseudo.limit).toBe(3);
    expect(english.title).toBe('Top solutions');
  });
});
