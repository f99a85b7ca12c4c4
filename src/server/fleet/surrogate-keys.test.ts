import { describe, expect, it } from 'vitest';
import { purgeKeys, surrogateKeys } from './surrogate-keys.ts';

describe('surrogateKeys', () => {
  it.each([
    {
      name: 'route and feed tags, then the path',
      tags: ['route:wireless', 'feed:content'],
      path: '/wireless',
      keys: 'route:wireless feed:content path:/wireless',
    },
    { name: 'no tags: the path alone', tags: [], path: '/sitemap.xml', keys: 'path:/sitemap.xml' },
    {
      name: 'repeated and blank tags once',
      tags: ['feed:content', ' ', 'feed:content'],
      path: '/wireless',
      keys: 'feed:content path:/wireless',
    },
    {
      name: 'a path with a separator is left out, never split',
      tags: ['feed:flags'],
      path: '/a b,c',
      keys: 'feed:flags',
    },
  ])('$name', ({ tags, path, keys }) => {
    expect(surrogateKeys(tags, path)).toBe(keys);
  });
});

describe('purgeKeys', () => {
  it.each([
    { name: 'tags as they are', body: { tags: ['feed:content'] }, keys: 'feed:content' },
    { name: 'paths as path keys', body: { paths: ['/wireless'] }, keys: 'path:/wireless' },
    {
      name: 'both, each once',
      body: { tags: ['feed:flags', 'feed:flags'], paths: ['/smallbusiness/wireless'] },
      keys: 'feed:flags path:/smallbusiness/wireless',
    },
    { name: 'nothing named: no keys', body: {}, keys: '' },
  ])('$name', ({ body, keys }) => {
    expect(purgeKeys(body)).toBe(keys);
  });
});
