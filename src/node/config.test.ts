import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { setLogSink } from './log.ts';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function captureLogs() {
  const lines: string[] = [];
  restore = setLogSink((level, source, message) => lines.push(`${level} ${source} ${message}`));
  return lines;
}

describe('readConfig', () => {
  it('reads every setting', () => {
    const config = readConfig({
      SITE_ENV: 'stage',
      SITE_URL: 'https://support.example.test/',
      UPSTREAM_API_URL: 'http://127.0.0.1:9000/',
      UPSTREAM_CMS_URL: 'http://127.0.0.1:9001',
      UPSTREAM_VIDEO_URL: 'http://127.0.0.1:9002',
      UPSTREAM_MEDIA_URL: 'http://127.0.0.1:9003',
      PUBLISH_SECRET: 'a-very-long-publish-secret',
      UPSTREAM_BASIC_AUTH: 'svc:pw',
      SERVICE_LOCATION: 'https://support.example.test/wireless',
      SEARCH_WIDGET_SCRIPT_URL: 'https://widgets.example.test/search.js',
      SEARCH_WIDGET_STYLE_URL: 'https://widgets.example.test/search.css',
      CACHE_MAX_AGE: '120',
      CACHE_SWR: '900',
    });
    expect(config.environment.name).toBe('stage');
    expect(config.siteUrl).toBe('https://support.example.test');
    expect(config.upstreams).toEqual({
      api: 'http://127.0.0.1:9000',
      cms: 'http://127.0.0.1:9001',
      video: 'http://127.0.0.1:9002',
      media: 'http://127.0.0.1:9003',
    });
    expect(config.publishSecret).toBe('a-very-long-publish-secret');
    expect(config.upstreamBasicAuth).toBe('svc:pw');
    expect(config.cache).toEqual({ maxAge: 120, staleWhileRevalidate: 900 });
    expect(config.errors).toEqual([]);
  });

  it('reads the fleet a publish must reach, and is alone without it', () => {
    const config = readConfig({
      PEERS: 'http://127.0.0.1:3012/, http://127.0.0.1:3013',
      VARNISH_URL: 'http://127.0.0.1:3001/',
    });
    expect(config.fleet).toEqual({
      peers: ['http://127.0.0.1:3012', 'http://127.0.0.1:3013'],
      cacheUrl: 'http://127.0.0.1:3001',
    });
    expect(readConfig({}).fleet).toEqual({ peers: [] });
    expect(readConfig({ PEERS: 'not a url' }).errors).toEqual(['PEERS']);
  });

  it('logs invalid settings and returns a partial configuration instead of failing', () => {
    const logs = captureLogs();
    const config = readConfig({
      UPSTREAM_API_URL: 'not a url',
      UPSTREAM_CMS_URL: 'http://127.0.0.1:9001',
      PUBLISH_SECRET: 'short',
      CACHE_MAX_AGE: '-5',
      SITE_ENV: 'nowhere',
    });
    expect(config.upstreams).toEqual({ cms: 'http://127.0.0.1:9001' });
    expect(config.publishSecret).toBeUndefined();
    expect(config.cache.maxAge).toBe(60);
    expect(config.environment).toMatchObject({ name: 'prod', fellBack: true });
    expect(config.errors).toEqual(['UPSTREAM_API_URL', 'PUBLISH_SECRET', 'CACHE_MAX_AGE']);
    expect(logs.filter((line) => line.startsWith('error config'))).toHaveLength(3);
    expect(logs.some((line) => line.includes("SITE_ENV 'nowhere' is unknown"))).toBe(true);
  });

  it('falls back to production when no environment is named', () => {
    expect(readConfig({}).environment).toMatchObject({ name: 'prod', fellBack: true });
    expect(readConfig({}).siteUrl).toBe('http://localhost:3001');
  });
});

describe('the Spanish site and the sandbox', () => {
  it.each([
    ['https://es.support.example.test', 'https://es.support.example.test'],
    ['/es{path}', '/es{path}'],
    ['https://espanol.example.test/ayuda{path}', 'https://espanol.example.test/ayuda{path}'],
  ])('accepts SPANISH_SITE_URL %s', (value, expected) => {
    expect(readConfig({ SPANISH_SITE_URL: value }).spanishSite).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'es.example.test', 'ftp://es.example.test'])(
    'refuses SPANISH_SITE_URL %s, logged, and renders no Spanish link',
    (value) => {
      const lines = captureLogs();
      const config = readConfig({ SPANISH_SITE_URL: value });
      expect(config.spanishSite).toBeUndefined();
      expect(config.errors).toEqual(['SPANISH_SITE_URL']);
      expect(lines[0]).toMatch(/^error config SPANISH_SITE_URL ignored/);
    },
  );

  it('reads the sandbox address without a trailing slash, and none by default', () => {
    expect(readConfig({ SANDBOX_URL: 'http://127.0.0.1:3002/' }).sandboxUrl).toBe(
      'http://127.0.0.1:3002',
    );
    expect(readConfig({}).sandboxUrl).toBeUndefined();
  });
});
