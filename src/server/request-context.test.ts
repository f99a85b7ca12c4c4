import { describe, expect, it } from 'vitest';
import { buildRequestContext } from './request-context.ts';
import { readConfig } from '../node/config.ts';
import { PREVIEW_COOKIE, signPreviewCookie } from './preview-cookie.ts';

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

  describe('preview', () => {
    const SECRET = 'preview-secret-0123456789';
    const withPreview = readConfig({
      UPSTREAM_CMS_URL: 'http://127.0.0.1:9',
      PREVIEW_SECRET: SECRET,
    });
    const cookie = (value: string) =>
      new Request('http://x/wireless', { headers: { cookie: `a=1; ${PREVIEW_COOKIE}=${value}` } });
    const good = signPreviewCookie(SECRET, new Date());
    const expired = signPreviewCookie(SECRET, new Date(Date.now() - 31 * 60_000));
    const forged = signPreviewCookie('not-the-preview-secret', new Date());

    it.each([
      ['a valid cookie', cookie(good), withPreview, false, true],
      ['an expired cookie', cookie(expired), withPreview, false, false],
      ['a forged cookie', cookie(forged), withPreview, false, false],
      ['no cookie', new Request('http://x/wireless'), withPreview, false, false],
      ['previews off', cookie(good), config, false, false],
      ['a build-time render', cookie(good), withPreview, true, false],
    ])('%s: preview %s', (_name, request, siteConfig, prerendered, preview) => {
      const ctx = buildRequestContext(request, siteConfig, prerendered);
      expect(ctx.preview).toBe(preview);
      const asked = ctx.feeds.contentUrl('/cms-feed/x.json').searchParams.get('preview');
      expect(asked).toBe(preview ? 'true' : null);
      // A preview is not a visitor's credentials: personal islands behave as for anyone.
      expect(ctx.personal).toBe(false);
    });
  });
});
