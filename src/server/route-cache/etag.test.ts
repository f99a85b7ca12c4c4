import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, weakEtag } from './etag.ts';

const page = new TextEncoder().encode('<p>page</p>');
const tag = weakEtag(page);

describe('weakEtag', () => {
  it('is weak, quoted, and follows the bytes', () => {
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(new TextEncoder().encode('<p>page</p>'))).toBe(tag);
    expect(weakEtag(new TextEncoder().encode('<p>other</p>'))).not.toBe(tag);
  });
});

describe('ifNoneMatchHits', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['*', true],
    [tag, true],
    [tag.replace(/^W\//, ''), true],
    [`"other", ${tag}`, true],
    ['W/"other"', false],
  ])('If-None-Match %j: %s', (header, hits) => {
    expect(ifNoneMatchHits(header, tag)).toBe(hits);
  });
});
