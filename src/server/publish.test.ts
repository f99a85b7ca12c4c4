import { describe, expect, it } from 'vitest';
import { bearerMatches, parsePublishBody } from './publish.ts';

describe('bearerMatches', () => {
  const secret = 'correct-horse-battery-staple';
  it.each([
    [`Bearer ${secret}`, secret, true],
    [`bearer ${secret}`, secret, true],
    [`Bearer ${secret}x`, secret, false],
    ['Bearer short', secret, false],
    [secret, secret, false],
    [null, secret, false],
    [`Bearer ${secret}`, undefined, false],
  ])('%s against the secret: %s', (header, configured, ok) => {
    expect(bearerMatches(header, configured)).toBe(ok);
  });
});

describe('parsePublishBody', () => {
  it.each([
    [{ tags: ['feed:content'] }, true],
    [{ paths: ['/wireless'] }, true],
    [{ tags: ['feed:content'], paths: ['/smallbusiness/wireless'] }, true],
    [{}, false],
    [{ tags: [] }, false],
    [{ tags: ['bad tag!'] }, false],
    [{ paths: ['//evil.example/x'] }, false],
    [{ paths: ['wireless'] }, false],
    [{ tags: ['a'], extra: 1 }, false],
    ['tags', false],
    [null, false],
  ])('%j valid: %s', (body, ok) => {
    expect(parsePublishBody(body).ok).toBe(ok);
  });
});
