import { fileURLToPath } from 'node:url';
import { inlineScriptText } from './inline-scripts.mjs';

const visitorMark = fileURLToPath(
  new URL('../src/domain/personalisation/visitor-mark.inline.ts', import.meta.url),
);

describe('inlineScriptText', () => {
  it('bundles the module and what it imports into one minified classic script', async () => {
    const { text, inputs } = await inlineScriptText(visitorMark);
    // An IIFE (its names stay out of the page's scope), with no import left and no strict prologue.
    expect(text).toMatch(/^\(\(\)=>\{/);
    expect(text).not.toMatch(/\bimport\s|use strict|\n/);
    expect(inputs).toEqual(
      expect.arrayContaining([visitorMark, expect.stringMatching(/visitor-mark\.ts$/)]),
    );
  });

  it('carries only what the script uses (the three cookies the mark reads, not the rest)', async () => {
    const { text } = await inlineScriptText(visitorMark);
    expect(text).toContain('"SUPPORT_UUID"');
    expect(text).not.toContain('SUPPORT_LOGIN_STATE');
  });
});
