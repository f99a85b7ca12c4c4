import { describe, expect, it } from 'vitest';
import {
  articleFrameFor,
  opensArticleDrawer,
  rewriteLink,
  SMB_ACCOUNT_PREFIX,
  USAGE_SUMMARY_PASSTHROUGH,
} from './article-links.ts';

const origin = 'https://support.example.test';

describe('opensArticleDrawer', () => {
  it.each([
    ['/support/article/wireless/KM1045112', true, true],
    ['/support/article/wireless/000041234', true, true],
    ['https://support.example.test/support/smallbusiness/article/internet/KM1340001', true, true],
    ['/support/article/wireless/KM1045112', false, false],
    ['/support/wireless/devices', true, false],
    ['/support/article/wireless/overview', true, false],
    ['/support/KM1045112', true, false],
  ])('%s with the flag %s: %s', (href, flag, opens) => {
    expect(opensArticleDrawer(href, flag)).toBe(opens);
  });
});

describe('articleFrameFor', () => {
  it.each([
    [
      '/support/article/wireless/KM1045112',
      { src: '/support/article-modal/wireless/KM1045112', articleId: 'KM1045112' },
    ],
    [
      '/support/smallbusiness/article/internet/KM1340001?x=1',
      {
        src: '/support/smallbusiness/article-modal/internet/KM1340001?x=1',
        articleId: 'KM1340001',
      },
    ],
    [
      `${origin}/support/article/wireless/000041234`,
      { src: '/support/article-modal/wireless/000041234', articleId: '000041234' },
    ],
    ['/support/article/KM1', { src: '/support/article-modal/KM1' }],
    ['https://elsewhere.example/support/article/wireless/KM1', undefined],
    ['/help/article/wireless/KM1', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s frames %j', (href, frame) => {
    expect(articleFrameFor(href, origin)).toEqual(frame);
  });
});

describe('rewriteLink', () => {
  const consumer = { smallBusiness: false, environment: 'prod' as const, origin };
  const smb = { smallBusiness: true, environment: 'prod' as const, origin };
  it.each([
    ['consumer account link unchanged', '/acctmgmt/billing', consumer, 'link', '/acctmgmt/billing'],
    [
      'smb account link prefixed',
      '/acctmgmt/billing',
      smb,
      'link',
      '/smallbusiness/acctmgmt/billing',
    ],
    [
      'smb absolute account link prefixed',
      `${origin}/acctmgmt/billing?a=1`,
      smb,
      'link',
      `${origin}/smallbusiness/acctmgmt/billing?a=1`,
    ],
    [
      'smb registration gets a cancel_url',
      '/acctmgmt/registration/start',
      smb,
      'link',
      `/smallbusiness/acctmgmt/registration/start?cancel_url=${encodeURIComponent(`${origin}/smallbusiness/support/internet`)}`,
    ],
    ['smb non-account link unchanged', '/support/wireless', smb, 'link', '/support/wireless'],
    [
      'smb other-origin link unchanged',
      'https://elsewhere.example/acctmgmt/x',
      smb,
      'link',
      'https://elsewhere.example/acctmgmt/x',
    ],
    [
      'test env /olam/ button rewritten',
      'https://www.example.com/olam/passthrough/usage',
      { ...consumer, environment: 'test' as const },
      'button',
      USAGE_SUMMARY_PASSTHROUGH,
    ],
    [
      'test env /olam/ text link unchanged',
      '/olam/usage',
      { ...consumer, environment: 'test' as const },
      'link',
      '/olam/usage',
    ],
    ['prod /olam/ button unchanged', '/olam/usage', consumer, 'button', '/olam/usage'],
    [
      'smb test env /olam/ button: the passthrough, with the smb prefix',
      'https://www.example.com/olam/passthrough/usage',
      { ...smb, environment: 'test' as const },
      'button',
      `${SMB_ACCOUNT_PREFIX}${USAGE_SUMMARY_PASSTHROUGH}`,
    ],
    [
      'smb sign-in (a fixed path) unchanged',
      '/acctmgmt/signin?final_url=x',
      smb,
      'link',
      '/acctmgmt/signin?final_url=x',
    ],
    ['smb login (a fixed path) unchanged', '/acctmgmt/login', smb, 'link', '/acctmgmt/login'],
  ] as const)('%s', (_name, href, ctx, kind, expected) => {
    expect(rewriteLink(href, ctx, kind)).toBe(expected);
  });

  it.each([
    '/acctmgmt/billing',
    `${origin}/acctmgmt/registration/start`,
    '/acctmgmt/registration?x=1#top',
    'https://www.example.com/olam/passthrough/usage',
    '/support/wireless',
  ])('a rewritten link passes the rule unchanged (%s)', (href) => {
    for (const ctx of [consumer, smb, { ...smb, environment: 'test' as const }])
      for (const kind of ['link', 'button'] as const) {
        const once = rewriteLink(href, ctx, kind);
        expect(rewriteLink(once, ctx, kind)).toBe(once);
        expect(rewriteLink(once, ctx, 'link')).toBe(once);
      }
  });
});
