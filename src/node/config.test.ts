import { afterEach, describe, expect, it } from 'vitest';
import { publishSecretProblem, readConfig, readServerSettings } from './config.ts';
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

describe('TEST_PAGES: the test beds', () => {
  it.each([
    [{}, false],
    [{ SITE_ENV: 'prod' }, false],
    [{ SITE_ENV: 'prod-dc2' }, false],
    [{ SITE_ENV: 'nowhere' }, false],
    [{ SITE_ENV: 'local' }, true],
    [{ SITE_ENV: 'dev' }, true],
    [{ SITE_ENV: 'stage' }, true],
    [{ SITE_ENV: 'prod', TEST_PAGES: 'on' }, true],
    [{ SITE_ENV: 'prod', TEST_PAGES: ' TRUE ' }, true],
    [{ SITE_ENV: 'prod', TEST_PAGES: '1' }, true],
    [{ SITE_ENV: 'local', TEST_PAGES: 'off' }, false],
    [{ SITE_ENV: 'local', TEST_PAGES: 'False' }, false],
    [{ SITE_ENV: 'local', TEST_PAGES: '0' }, false],
  ])('%j: served %s', (env, served) => {
    captureLogs();
    expect(readConfig(env).testPages).toBe(served);
  });

  it('an unreadable value is logged and the environment decides', () => {
    const logs = captureLogs();
    const config = readConfig({ SITE_ENV: 'prod', TEST_PAGES: 'yes please' });
    expect(config.testPages).toBe(false);
    expect(config.errors).toEqual(['TEST_PAGES']);
    expect(logs).toEqual([expect.stringMatching(/^error config TEST_PAGES ignored: /)]);
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

describe('VITALS_SAMPLE_RATE: the share of page views that send their vitals', () => {
  it.each([
    [undefined, 1],
    ['0', 0],
    ['0.1', 0.1],
    [' 1 ', 1],
  ])('%j reads as %d', (value, rate) => {
    expect(readConfig({ VITALS_SAMPLE_RATE: value }).vitalsSampleRate).toBe(rate);
  });

  it.each(['1.5', '-0.1', 'half'])('refuses %s, logged, and sends every view', (value) => {
    const lines = captureLogs();
    const config = readConfig({ VITALS_SAMPLE_RATE: value });
    expect(config.vitalsSampleRate).toBe(1);
    expect(config.errors).toEqual(['VITALS_SAMPLE_RATE']);
    expect(lines[0]).toMatch(/^error config VITALS_SAMPLE_RATE ignored/);
  });
});

describe('SERVICE_WORKER: the offline worker, or the one that takes it back', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['off', false],
    ['0', false],
    ['FALSE', false],
  ])('%j reads as %s', (value, on) => {
    expect(readConfig({ SERVICE_WORKER: value }).serviceWorker).toBe(on);
  });

  it('keeps the worker on when the value cannot be read, and logs it', () => {
    const lines = captureLogs();
    const config = readConfig({ SERVICE_WORKER: 'maybe' });
    expect(config.serviceWorker).toBe(true);
    expect(lines[0]).toMatch(/^error config SERVICE_WORKER ignored/);
  });
});

describe('publishSecretProblem: a publish secret that is set but too short stops the servers', () => {
  const refusal =
    'PUBLISH_SECRET is set but shorter than 16 characters; set one of at least 16 characters or unset it';
  it.each([
    ['unset', undefined, undefined],
    ['empty', '', undefined],
    ['blank', '   ', undefined],
    ['a short one', 's3cr3t', refusal],
    ['15 characters', 'a'.repeat(15), refusal],
    ['15 characters padded with blanks', `  ${'a'.repeat(15)}  `, refusal],
    ['16 characters', 'a'.repeat(16), undefined],
    ['a long one', 'e2e-publish-secret-0123456789', undefined],
  ])('%s', (_name, value, problem) => {
    expect(publishSecretProblem(value)).toBe(problem);
  });

  it('is what the site configuration leaves out as invalid, and no more', () => {
    captureLogs();
    for (const value of [
      's3cr3t',
      'a'.repeat(15),
      'a'.repeat(16),
      'e2e-publish-secret-0123456789',
    ]) {
      const leftOut = readConfig({ PUBLISH_SECRET: value }).errors.includes('PUBLISH_SECRET');
      expect(publishSecretProblem(value) !== undefined).toBe(leftOut);
    }
  });
});

describe('readServerSettings', () => {
  it('has the defaults of both servers, leaving the port to each', () => {
    expect(readServerSettings({})).toEqual({
      settings: {
        host: '127.0.0.1',
        sandboxPort: 3002,
        sandboxContentSeed: false,
        outDir: 'dist',
        staticDir: 'dist-static/client',
        rebuildDir: 'dist-static-builds',
        rebuildSettleMs: 1000,
      },
      problems: [],
    });
  });

  it('reads every setting', () => {
    const { settings, problems } = readServerSettings({
      PORT: '4331',
      HOST: '0.0.0.0',
      SANDBOX_PORT: '4332',
      SANDBOX_CONTENT_DIR: '.sandbox-state/content-4331',
      SANDBOX_CONTENT_SEED: '1',
      OUT_DIR: 'dist-e2e',
      METRICS_TOKEN: 'token',
      STATIC_DIR: 'dist-static-e2e/client',
      REBUILD_DIR: 'dist-static-builds-4331',
      REBUILD_SETTLE_MS: '300',
      PUBLISH_SECRET: 'e2e-publish-secret-0123456789',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      port: 4331,
      host: '0.0.0.0',
      sandboxPort: 4332,
      sandboxContentDir: '.sandbox-state/content-4331',
      sandboxContentSeed: true,
      outDir: 'dist-e2e',
      metricsToken: 'token',
      staticDir: 'dist-static-e2e/client',
      rebuildDir: 'dist-static-builds-4331',
      rebuildSettleMs: 300,
    });
  });

  it('names every setting a server cannot start with', () => {
    const { problems } = readServerSettings({
      PORT: 'abc',
      SANDBOX_PORT: '70000',
      REBUILD_SETTLE_MS: '-1',
      PUBLISH_SECRET: 's3cr3t',
    });
    expect(problems).toEqual([
      "PORT must be a port number (0 to 65535) (got 'abc')",
      "SANDBOX_PORT must be a port number (0 to 65535) (got '70000')",
      "REBUILD_SETTLE_MS must be a number of milliseconds (got '-1')",
      'PUBLISH_SECRET is set but shorter than 16 characters; set one of at least 16 characters or unset it',
    ]);
  });
});

describe('preview and signed publish webhooks', () => {
  const WHSEC = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  it.each([
    ['both set', { PREVIEW_SECRET: 'a-long-preview-secret', PUBLISH_WEBHOOK_SECRET: WHSEC }, true],
    ['a preview secret under 16 characters', { PREVIEW_SECRET: 'short' }, false],
    [
      'a webhook secret without whsec_',
      { PUBLISH_WEBHOOK_SECRET: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      false,
    ],
    ['a webhook key too short', { PUBLISH_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' }, false],
  ])('%s', (_name, env, accepted) => {
    const config = readConfig(env);
    for (const [name, value] of Object.entries(env)) {
      const field = name === 'PREVIEW_SECRET' ? config.previewSecret : config.publishWebhookSecret;
      expect(field).toBe(accepted ? value : undefined);
      expect(config.errors.includes(name)).toBe(!accepted);
    }
  });

  it('leaves preview and webhooks off when unset', () => {
    const config = readConfig({});
    expect(config.previewSecret).toBeUndefined();
    expect(config.publishWebhookSecret).toBeUndefined();
  });
});
