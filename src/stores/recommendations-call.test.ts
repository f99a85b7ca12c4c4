import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { $recommendations } from './recommendations.ts';
import { loadRecommendations } from './recommendations-call.ts';
import { fakeEnv, type FakeAnswer } from '../../tests/support/personalisation-env.ts';

const PATH = `GET ${ENDPOINTS.recommendations('PG2057')}`;
const ON = { config: { flags: { recommendations: 'true' }, pageId: 'PG2057' } };
const UUID = { [COOKIE.uuid]: '4820193' };
const answer = (count: number): FakeAnswer => ({
  body: {
    results: Array.from({ length: count }, (_, n) => ({
      id: `KM${n}`,
      title: `Article ${n}`,
      url: `/support/article/KM${n}`,
    })),
  },
});

afterEach(() => $recommendations.set(undefined));

describe('loadRecommendations', () => {
  it('asks for the page with the visitor’s UUID and keeps 3 or more results', async () => {
    const { env, calls } = fakeEnv({ [PATH]: answer(5) }, { ...ON, cookies: UUID });
    await loadRecommendations(env);
    expect(calls).toEqual([
      expect.objectContaining({
        path: ENDPOINTS.recommendations('PG2057'),
        query: '?userId=4820193&userIdType=UUID',
      }),
    ]);
    expect($recommendations.get()?.map((r) => r.title)).toEqual([
      'Article 0',
      'Article 1',
      'Article 2',
      'Article 3',
      'Article 4',
    ]);
  });

  it.each([
    ['fewer than 3 results', { [PATH]: answer(2) }],
    ['a failing call', { [PATH]: { status: 503, body: {} } }],
    ['a body without results', { [PATH]: { body: { oops: true } } }],
  ])('%s: nothing is kept', async (_name, answers) => {
    const { env } = fakeEnv(answers, { ...ON, cookies: UUID });
    await loadRecommendations(env);
    expect($recommendations.get()).toBeUndefined();
  });

  it.each([
    ['the flag off', { config: { flags: {}, pageId: 'PG2057' } }, UUID],
    ['a page without a support page id', { config: { flags: { recommendations: 'true' } } }, UUID],
    ['an anonymous visitor', ON, {}],
    ['a UUID that is not 1 to 10 digits', ON, { [COOKIE.uuid]: 'x1' }],
  ])('%s: no call', async (_name, options, cookies) => {
    const { env, calls } = fakeEnv({ [PATH]: answer(6) }, { ...options, cookies });
    await loadRecommendations(env);
    expect(calls).toEqual([]);
    expect($recommendations.get()).toBeUndefined();
  });
});
