import { describe, expect, it } from 'vitest';
import {
  CACHE_BOUNDS,
  LANDING_PATHS,
  cacheFor,
  mayStoreRequest,
  mayStoreResponse,
  offlinePathFor,
  storedPageKey,
} from './rules.ts';

const ORIGIN = 'https://support.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('mayStoreRequest', () => {
  it.each([
    ['a landing page', 'GET', '/wireless', false, true],
    ['an article page', 'GET', '/support/article-modal/restart', false, true],
    ['the account relay', 'GET', '/msapi/accountdetails', false, false],
    ['the identity relay', 'GET', '/idpcms/infocus', false, false],
    ['an account page', 'GET', '/acctmgmt/signin', false, false],
    ['a request with Authorization', 'GET', '/wireless', true, false],
    ['a URL with the sign-in token', 'GET', '/wireless?orcAuth=abc', false, false],
    ['a POST', 'POST', '/wireless', false, false],
  ])('%s: %s %s → %s', (_name, method, path, hasAuthorization, expected) => {
    expect(mayStoreRequest({ url: at(path), method, origin: ORIGIN, hasAuthorization })).toBe(
      expected,
    );
  });
});

describe('mayStoreResponse', () => {
  const shareable =
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
  it.each([
    ['an anonymous landing page', 200, shareable, 'basic', true],
    ['a response without Cache-Control', 200, null, 'basic', true],
    ["a signed-in visitor's page", 200, 'private, no-store', 'basic', false],
    ['a degraded render', 200, 'no-store', 'basic', false],
    ['a private response', 200, 'private, max-age=60', 'basic', false],
    ['No-Store in capitals', 200, 'No-Store', 'basic', false],
    ['an error page', 500, shareable, 'basic', false],
    ['a not-found page', 404, null, 'basic', false],
    ['an opaque cross-origin image', 0, null, 'opaque', false],
    ['a CORS cross-origin image', 200, 'max-age=86400', 'cors', true],
  ])('%s → %s', (_name, status, cacheControl, type, expected) => {
    expect(mayStoreResponse({ status, cacheControl, type })).toBe(expected);
  });
});

describe('cacheFor', () => {
  it.each([
    ['/wireless', 'document', ORIGIN, 'pages'],
    ['/smallbusiness/wireless', 'document', ORIGIN, 'pages'],
    ['/es/wireless', 'document', ORIGIN, 'pages'],
    ['/es/smallbusiness/wireless', 'document', ORIGIN, 'pages'],
    ['/wireless', 'iframe', ORIGIN, undefined],
    ['/gallery', 'document', ORIGIN, undefined],
    ['/support/article-modal/restart-phone', 'iframe', ORIGIN, 'articles'],
    ['/support/smallbusiness/article-modal/esim', 'iframe', ORIGIN, 'articles'],
    ['/media/support/videos/wls_1/wls_1_500.jpg', 'image', ORIGIN, 'posters'],
    ['/media/support/videos/wls_1/wls_1_000.ts', 'video', ORIGIN, undefined],
    ['/media/support/videos/wls_1/wls_1.m3u8', '', ORIGIN, undefined],
    ['/images/support/hero-mobile.svg', 'image', ORIGIN, undefined],
    ['/msapi/accountdetails', '', ORIGIN, undefined],
  ])('%s as %s → %s', (path, destination, origin, expected) => {
    expect(cacheFor({ url: at(path), origin, destination })).toBe(expected);
  });

  it('keeps a poster from the media host on another origin (the response rule then asks for CORS)', () => {
    const url = new URL('https://media.example/support/videos/wls_1/wls_1_500.jpg');
    expect(cacheFor({ url, origin: ORIGIN, destination: 'image' })).toBe('posters');
  });

  it('never keeps another origin’s page', () => {
    const url = new URL('https://elsewhere.example/wireless');
    expect(cacheFor({ url, origin: ORIGIN, destination: 'document' })).toBeUndefined();
  });
});

describe('bounds', () => {
  it('holds every landing page in both languages without evicting one', () => {
    expect(LANDING_PATHS).toHaveLength(4);
    expect(CACHE_BOUNDS.pages.maxEntries).toBeGreaterThanOrEqual(LANDING_PATHS.length);
  });

  it.each(Object.entries(CACHE_BOUNDS))('bounds %s in entries and age', (_name, bounds) => {
    expect(bounds.maxEntries).toBeGreaterThan(0);
    expect(bounds.maxEntries).toBeLessThanOrEqual(40);
    expect(bounds.maxAgeSeconds).toBeGreaterThan(0);
    expect(bounds.maxAgeSeconds).toBeLessThanOrEqual(30 * 86_400);
  });
});

describe('offlinePathFor', () => {
  it.each([
    ['/smallbusiness/wireless', '/offline'],
    ['/es/smallbusiness/wireless', '/es/offline'],
    ['/anything', '/offline'],
  ])('%s → %s', (path, expected) => {
    expect(offlinePathFor(path)).toBe(expected);
  });
});

describe('storedPageKey', () => {
  it.each([
    ['https://support.example/wireless?utm_source=sms#faq', 'https://support.example/wireless'],
    ['https://support.example/es/wireless', 'https://support.example/es/wireless'],
  ])('%s → %s', (url, expected) => {
    expect(storedPageKey(url)).toBe(expected);
  });
});
