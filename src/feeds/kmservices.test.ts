import { readFileSync } from 'node:fs';
import { feedContext, answering } from '../../tests/support/feeds.ts';
import { describe, expect, it } from 'vitest';
import { UpstreamStatusError } from './errors.ts';
import type { Fetch } from './http.ts';
import { searchKnowledge } from './kmservices.ts';

const articles = {
  results: JSON.parse(
    readFileSync(new URL('../../sandbox/content/knowledge-articles.json', import.meta.url), 'utf8'),
  ) as unknown,
};

const query = { description: 'unlock', tags: ['wireless'], region: 'US' };

describe('kmservices search client', () => {
  it('turns a realistic body into typed data', async () => {
    expect(await searchKnowledge(answering(200, JSON.stringify(articles)), query)).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Unlock your wireless phone' })]),
    );
  });

  it('rejects a 500', async () => {
    const error = await searchKnowledge(answering(500, '{}'), query).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamStatusError);
  });

  it('turns an empty body into empty data', async () => {
    expect(await searchKnowledge(answering(200, ''), query)).toEqual([]);
  });
});

describe('request details', () => {
  it('searches with the four content types, description, tags and region', async () => {
    let seen = '';
    const fetchImpl: Fetch = async (url) => {
      seen = String(url);
      return new Response('{"results":[]}');
    };
    await searchKnowledge(feedContext(fetchImpl), {
      description: 'no service',
      tags: ['wireless'],
      region: 'US',
    });
    const url = new URL(seen);
    expect(url.pathname).toBe('/kmservices/v2/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      contentTypes: 'instruct,parent-instruct,breakfix,weblink',
      description: 'no service',
      tags: 'wireless',
      region: 'US',
    });
  });
});
