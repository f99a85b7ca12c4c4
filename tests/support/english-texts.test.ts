import { describe, expect, it } from 'vitest';
import { englishTexts, englishTextsIn } from './english-texts.ts';

describe('the English texts a Spanish page must not show', () => {
  it('lists every area’s English texts that Spanish says otherwise, messages as patterns', async () => {
    const texts = (await englishTexts('es')).map((entry) => entry.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Sign in',
        'Search support',
        'Skip to main content',
        'Close',
        'Welcome, …',
        '1 result for “…”',
        '2 results for “…”',
      ]),
    );
    // The same in both languages (product names), or too short to tell.
    expect(texts).not.toContain('Smart Home Manager');
    expect(texts).not.toContain('Carrier Support');
    expect(texts).not.toContain('Error');
  });

  it.each([
    ['Sign in', true],
    ['Iniciar sesión', false],
    ['Welcome, Jordan', true],
    ['Le damos la bienvenida, Jordan', false],
    ['No wireless outages are reported right now.', true],
    ['2 results for “roaming”', true],
    ['Ask our AI assistant about Voicemail', true],
    ['Account 530012345', true],
    ['Wireless support', true],
    // A message of one word takes one-word arguments: this is the feed's text, not the message.
    ['Account & billing', false],
    // A one-word text counts only on its own, not inside a product name.
    ['Wireless', true],
    ['Fixed Wireless', false],
    ['Internet Air', false],
  ])('%s: English %s', async (pageText, english) => {
    const found = englishTextsIn([pageText], await englishTexts('es'));
    expect(found.length > 0).toBe(english);
  });
});
