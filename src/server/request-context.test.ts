import { describe, expect, it } from 'vitest';
import { authRedirectLocation } from './auth-redirect.ts';
import { cacheControlFor, PRIVATE_NO_STORE } from './cache-policy.ts';
import { buildRequestContext } from './request-context.ts';
import { readConfig } from '../node/config.ts';

const shareable = { maxAge: 60, staleWhileRevalidate: 600 };

describe('cacheControlFor', () => {
  it.each([
    [
      { personal: false, setsCookie: false, shareable },
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    ],
    [{ personal: false, setsCookie: false, shareable, degraded: true }, 'no-store'],
    [{ personal: true, setsCookie: false, shareable, degraded: true }, PRIVATE_NO_STORE],
    [{ personal: true, setsCookie: false, shareable }, PRIVATE_NO_STORE],
    [{ personal: false, setsCookie: true, shareable }, PRIVATE_NO_STORE],
    [{ personal: true, setsCookie: false, shareable: undefined }, PRIVATE_NO_STORE],
    [{ personal: false, setsCookie: false, shareable: undefined }, undefined],
  ])('%j gives %s', (input, expected) => {
    expect(cacheControlFor(input)).toBe(expected);
  });
});

describe('authRedirectLocation', () => {
  const url = new URL('https://support.example.test/wireless?orcAuth=abc&x=1');

  it('sends 401 to the origin login page', () => {
    expect(authRedirectLocation(401, url)).toBe('https://support.example.test/acctmgmt/login');
  });

  it('sends 309 to sign-in with the current URL (without orcAuth) as final_url', () => {
    const location = new URL(authRedirectLocation(309, url));
    expect(location.pathname).toBe('/acctmgmt/signin');
    expect(location.searchParams.get('final_url')).toBe(
      'https://support.example.test/wireless?x=1',
    );
  });

  it('prefers the configured service location for 309', () => {
    const location = new URL(
      authRedirectLocation(309, url, 'https://support.example.test/support'),
    );
    expect(location.searchParams.get('final_url')).toBe('https://support.example.test/support');
  });
});

describe('buildRequestContext', () => {
  const config = readConfig({ SITE_ENV: 'local', UPSTREAM_CMS_URL: 'http://127.0.0.1:9' });

  it('resolves the environment from envVar, falling back to prod for unknown names', () => {
    const at = (query: string) =>
      buildRequestContext(new Request(`http://x/wireless${query}`), config).environment.name;
    expect(at('')).toBe('local');
    expect(at('?envVar=stage')).toBe('stage');
    expect(at('?envVar=bogus')).toBe('prod');
  });

  it('picks the service and customer type from the path', () => {
    const smb = buildRequestContext(new Request('http://x/smallbusiness/wireless'), config);
    expect(smb.service.name).toBe('smb-wireless');
    expect(smb.customerType).toBe('smb');
    const consumer = buildRequestContext(new Request('http://x/wireless'), config);
    expect(consumer.service.name).toBe('wireless');
    expect(consumer.customerType).toBe('consumer');
  });

  it('marks credentialed requests personal, passes orcAuth to content calls and removes it from the kept URL', () => {
    const anonymous = buildRequestContext(
      new Request('http://x/wireless', { headers: { 'x-client-id': 'ui' } }),
      config,
    );
    expect(anonymous.personal).toBe(false);
    const withOrc = buildRequestContext(new Request('http://x/wireless?orcAuth=tok&a=1'), config);
    expect(withOrc.personal).toBe(true);
    expect(withOrc.cleanUrl.search).toBe('?a=1');
    expect(withOrc.feeds.contentUrl('/cms-feed/x.json').searchParams.get('orcAuth')).toBe('tok');
    const withAuth = buildRequestContext(
      new Request('http://x/wireless', { headers: { authorization: 'Bearer t' } }),
      config,
    );
    expect(withAuth.personal).toBe(true);
  });
});
