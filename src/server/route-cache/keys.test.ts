import { describe, expect, it } from 'vitest';
import { cacheKey, isCachedRoute, isPrimaryKey } from './keys.ts';

describe('route cache keys', () => {
  it.each([
    ['/wireless', '', '/wireless'],
    ['/wireless', '?utm_source=1', '/wireless'],
    ['/wireless', '?utm_source=1&gclid=x&fbclid=y', '/wireless'],
    ['/wireless', '?outageWireless=true&numberTransfer=true', '/wireless'],
    ['/wireless', '?envVar=stage&utm_source=9', '/wireless?envVar=stage'],
    ['/wireless', '?envVar=STAGE', '/wireless?envVar=stage'],
    ['/wireless', '?envVar=prod-dc2', '/wireless?envVar=prod'],
    ['/wireless', '?envVar=nonsense-123', '/wireless?envVar=prod'],
    ['/smallbusiness/wireless', '?utm_medium=email', '/smallbusiness/wireless'],
    ['/es/wireless', '?utm_source=1&envVar=stage', '/es/wireless?envVar=stage'],
    [
      '/es/smallbusiness/wireless',
      '?orcAuth=t0k&gclid=x',
      '/es/smallbusiness/wireless?orcAuth=t0k',
    ],
    ['/wireless', '?orcAuth=t0k&utm_source=1', '/wireless?orcAuth=t0k'],
    ['/wireless', '?utm_source=1&orcAuth=&envVar=dev', '/wireless?envVar=dev&orcAuth='],
    ['/video-demo', '?id=5001039&b=2&a=1', '/video-demo?a=1&b=2&id=5001039'],
    ['/sitemap.xml', '?utm_source=1', '/sitemap.xml'],
  ])('keys %s%s as %s (not by host)', (path, search, key) => {
    expect(cacheKey(path, search)).toBe(key);
  });

  it.each([
    ['/wireless', true],
    ['/smallbusiness/wireless', true],
    ['/es/wireless', true],
    ['/es/smallbusiness/wireless', true],
    ['/es', false],
    ['/fr/wireless', false],
    ['/wireless/', false],
    ['/gallery', false],
    ['/sitemap.xml', true],
    ['/msapi/support-account/v1/accountdetails', false],
    ['/constructor', false],
    ['/__proto__', false],
  ])('isCachedRoute(%j) is %s', (path, cached) => {
    expect(isCachedRoute(path)).toBe(cached);
  });

  it.each([
    ['/wireless', true],
    ['/wireless?envVar=stage', false],
  ])('isPrimaryKey(%j) is %s', (key, primary) => {
    expect(isPrimaryKey(key)).toBe(primary);
  });
});
