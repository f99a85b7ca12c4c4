import { describe, expect, it } from 'vitest';
import { pageMayRecommend, wantsRecommendations } from './recommendations.ts';

describe('pageMayRecommend', () => {
  it.each([
    ['true', 'PG2057', true],
    [' True ', 'PG2057', true],
    ['false', 'PG2057', false],
    [undefined, 'PG2057', false],
    ['true', undefined, false],
    ['true', '', false],
  ])('flag %j, page %j: %s', (flag, pageId, may) => {
    expect(pageMayRecommend({ flag, pageId })).toBe(may);
  });
});

describe('wantsRecommendations', () => {
  it.each([
    ['true', 'PG2057', '4820193', true],
    ['TRUE', 'PG2057', '1', true],
    ['false', 'PG2057', '4820193', false],
    [undefined, 'PG2057', '4820193', false],
    ['true', undefined, '4820193', false],
    ['true', 'PG2057', undefined, false],
    ['true', 'PG2057', '12345678901', false],
    ['true', 'PG2057', 'abc', false],
  ])('flag %j, page %j, UUID %j: %s', (flag, pageId, uuid, wanted) => {
    expect(wantsRecommendations({ flag, pageId, uuid })).toBe(wanted);
  });
});
