import { describe, expect, it } from 'vitest';
import {
  contentHost,
  followPageProtocol,
  mediaHost,
  metadataUrl,
  resolveTier,
  setDefaultOrigin,
  siteUrl,
} from './hosts.ts';

const hosts = {
  LOCAL: 'http://localhost:3002/',
  PRESTAGE: 'https://prestage.example',
  FINALSTAGE: 'https://finalstage.example',
  TST05: 'https://tst05.example',
  PROD: 'https://www.example',
};

describe('tier → content host', () => {
  it.each([
    ['LOCAL', 'http://localhost:3002'],
    ['local', 'http://localhost:3002'],
    ['PRESTAGE', 'https://prestage.example'],
    ['FINALSTAGE', 'https://finalstage.example'],
    ['TST05', 'https://tst05.example'],
    ['PROD', 'https://www.example'],
    ['ORIGIN', 'https://www.example'],
    ['nonsense', 'https://www.example'],
    [undefined, 'https://www.example'],
  ])('%s uses %s', (tier, host) => {
    expect(contentHost(tier, hosts)).toBe(host);
  });

  it.each(['LOCAL', 'PROD', 'ORIGIN', undefined])(
    '%s is same-origin when not configured',
    (tier) => {
      expect(contentHost(tier, {})).toBe('');
    },
  );

  it.each([
    ['ORIGIN', 'PROD'],
    ['tst05', 'TST05'],
    ['', 'PROD'],
  ])('resolveTier(%j) is %s', (tier, resolved) => {
    expect(resolveTier(tier)).toBe(resolved);
  });
});

it.each([
  ['', '5001039', '/idpcms/videos/prod/5001039.cmsfeed.js'],
  ['https://www.example', 'av00024', 'https://www.example/idpcms/videos/prod/av00024.cmsfeed.js'],
  ['', 'a/b', '/idpcms/videos/prod/a%2Fb.cmsfeed.js'],
])('metadata URL on %j for %s is %s', (host, id, url) => {
  expect(metadataUrl(host, id)).toBe(url);
});

it.each([
  [undefined, '/media'],
  ['', '/media'],
  ['https://cdn.example/', 'https://cdn.example'],
])('media host %j is %j', (configured, host) => {
  expect(mediaHost(configured)).toBe(host);
});

describe("a site file's address follows the origin that serves the widget", () => {
  it('is root-relative on the site itself', () => {
    expect(siteUrl('/images/support/video-print-header.svg')).toBe(
      '/images/support/video-print-header.svg',
    );
  });

  it("is on the embed script's origin in another site's page, as feeds and media are", () => {
    setDefaultOrigin('https://support.example/');
    try {
      expect(siteUrl('/images/support/video-print-header.svg')).toBe(
        'https://support.example/images/support/video-print-header.svg',
      );
      expect(mediaHost(undefined)).toBe('https://support.example/media');
    } finally {
      setDefaultOrigin('');
    }
  });
});

describe('metadata URL in a language', () => {
  it.each([
    [undefined, 'https://h.example/idpcms/videos/prod/5001039.cmsfeed.js'],
    ['en', 'https://h.example/idpcms/videos/prod/5001039.cmsfeed.js'],
    ['es', 'https://h.example/idpcms/videos/prod/5001039.cmsfeed.js?locale=es-US'],
  ] as const)('%s asks %s', (locale, url) => {
    expect(metadataUrl('https://h.example', '5001039', locale)).toBe(url);
  });
});

describe('the protocol follows the page (spec §7)', () => {
  it.each([
    // host, page protocol → what is asked
    ['//cdn.example', 'https:', 'https://cdn.example'],
    ['//cdn.example', 'http:', 'http://cdn.example'],
    ['//cdn.example', 'file:', 'https://cdn.example'],
    ['http://cdn.example', 'file:', 'https://cdn.example'],
    ['http://cdn.example', 'https:', 'https://cdn.example'],
    ['http://cdn.example', 'http:', 'http://cdn.example'],
    ['https://cdn.example', 'http:', 'https://cdn.example'],
    ['https://cdn.example', 'file:', 'https://cdn.example'],
    ['', 'file:', ''],
    // The server: as configured.
    ['//cdn.example', undefined, '//cdn.example'],
  ] as const)('%s on a %s page → %s', (host, protocol, asked) => {
    expect(followPageProtocol(host, protocol)).toBe(asked);
  });

  it('applies to the content host and the media host a page opened from a file asks', () => {
    expect(contentHost('PROD', { PROD: 'http://content.example/' }, 'file:')).toBe(
      'https://content.example',
    );
    expect(mediaHost('//media.example', 'file:')).toBe('https://media.example');
    expect(mediaHost('//media.example', undefined)).toBe('//media.example');
  });
});
