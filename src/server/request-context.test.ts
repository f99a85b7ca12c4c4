import { describe, expect, it } from 'vitest';
import { buildRequestContext } from './request-context.ts';
import { readConfig } from '../node/config.ts';

describe('buildRequestContext', () => {
  const config = readConfig({ SITE_ENV: 'local', UPSTREAM_CMS_URL: 'http://127.0.0.1:9' });

  it('resolves the environment from envVar, falling back to prod for unknown names', () => {
    const at = (query: string) =>
      buildRequestContext(new Request(`http://x/wireless${query}`), config).environment.name;
    expect(at('')).toBe('local');
    expect(at('?envVar=stage')).toBe('stage');
    expect(at('?envVar=bogus')).toBe('prod');
  });

  it.each([
    ['/wireless', 'en', 'wireless', 'consumer'],
    ['/es/wireless', 'es', 'wireless', 'consumer'],
    ['/smallbusiness/wireless', 'en', 'smb-wireless', 'smb'],
    ['/es/smallbusiness/wireless', 'es', 'smb-wireless', 'smb'],
  ])(
    '%s is in %s, for %s and a %s customer; its content calls ask in its language',
    (path, locale, service, type) => {
      const ctx = buildRequestContext(new Request(`http://x${path}`), config);
      expect(ctx.locale).toBe(locale);
      expect(ctx.feeds.locale).toBe(locale);
      expect(ctx.service.name).toBe(service);
      expect(ctx.customerType).toBe(type);
    },
  );

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
