import { describe, expect, it } from 'vitest';
import { answerForUnserved, isLocalSite, LOCAL_INDEX_LINKS } from './local-site.ts';

const SANDBOX = 'http://127.0.0.1:3002';

describe('isLocalSite', () => {
  it.each([
    ['local', SANDBOX, true],
    ['local', undefined, false],
    ['prod', SANDBOX, false],
    ['stage', SANDBOX, false],
    ['prod', undefined, false],
  ])('%s with sandbox %s → %s', (environment, sandboxUrl, expected) => {
    expect(isLocalSite({ environment, sandboxUrl })).toBe(expected);
  });
});

describe('answerForUnserved', () => {
  const local = { environment: 'local', sandboxUrl: SANDBOX };
  it.each([
    ['/legal/privacy', 'GET', 'placeholder'],
    ['/support/contact-us', 'GET', 'placeholder'],
    ['/smallbusiness/support', 'HEAD', 'placeholder'],
    ['/outages/wireless', 'GET', 'placeholder'],
    ['/legal/privacy', 'POST', 'not-found'],
    ['/_astro/missing.js', 'GET', 'not-found'],
    ['/media/missing', 'GET', 'not-found'],
    ['/images/support/nope', 'GET', 'not-found'],
    ['/api/nope', 'GET', 'not-found'],
    ['/main-site/loop', 'GET', 'not-found'],
    ['/favicon.ico', 'GET', 'not-found'],
    ['/brochure.pdf', 'GET', 'not-found'],
  ])('on the local site, %s %s → %s', (path, method, expected) => {
    expect(answerForUnserved({ ...local, method, path })).toBe(expected);
  });

  it.each([
    ['prod', SANDBOX],
    ['local', undefined],
    ['prod', undefined],
  ])('is always not-found in %s (sandbox %s)', (environment, sandboxUrl) => {
    for (const path of ['/', '/legal/privacy', '/support/contact-us'])
      expect(answerForUnserved({ environment, sandboxUrl, method: 'GET', path })).toBe('not-found');
  });
});

describe('LOCAL_INDEX_LINKS', () => {
  it('offers both landing pages, the gallery, the video demo and the visitor-state switcher', () => {
    expect(LOCAL_INDEX_LINKS.map((link) => link.href)).toEqual([
      '/wireless',
      '/smallbusiness/wireless',
      '/acctmgmt/signin?final_url=/wireless',
      '/gallery',
      '/video-demo',
    ]);
  });
});
