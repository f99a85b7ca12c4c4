import { describe, expect, it } from 'vitest';
import {
  ARTICLE_DRAWER_CLOSED,
  articleDrawerClosed,
  articleDrawerPageHref,
  DEFAULT_ARTICLE_TITLE,
  isArticleDrawerClosed,
  MAX_TITLE_LENGTH,
  pageLinkArticle,
} from './article-page-links.ts';

const ORIGIN = 'https://www.example.com';
const params = (query: Record<string, string>) => new URLSearchParams(query);

describe('pageLinkArticle', () => {
  it.each([
    [
      'a wireless article with its link text',
      { article: '/support/article/wireless/KM1234567/', title: 'Reset network settings' },
      {
        src: '/support/article-modal/wireless/KM1234567/',
        articleId: 'KM1234567',
        href: '/support/article/wireless/KM1234567/',
        title: 'Reset network settings',
      },
    ],
    [
      'a small-business article, absolute on this origin, with a query',
      { article: `${ORIGIN}/support/smallbusiness/article/internet/000012345/?lang=es` },
      {
        src: '/support/smallbusiness/article-modal/internet/000012345/?lang=es',
        articleId: '000012345',
        href: `${ORIGIN}/support/smallbusiness/article/internet/000012345/?lang=es`,
        title: DEFAULT_ARTICLE_TITLE,
      },
    ],
    [
      'a title with runs of white space',
      { article: '/support/article/wireless/KM1/', title: '  Set up\n  voicemail ' },
      {
        src: '/support/article-modal/wireless/KM1/',
        articleId: 'KM1',
        href: '/support/article/wireless/KM1/',
        title: 'Set up voicemail',
      },
    ],
  ])('%s', (_name, query, expected) => {
    expect(pageLinkArticle(params(query), ORIGIN)).toEqual(expected);
  });

  it('a long title is cut', () => {
    const title = 'x'.repeat(MAX_TITLE_LENGTH + 40);
    const article = pageLinkArticle(
      params({ article: '/support/article/wireless/KM1/', title }),
      ORIGIN,
    );
    expect(article?.title).toHaveLength(MAX_TITLE_LENGTH);
  });

  it.each([
    ['no article', {}],
    ['an article that is not KM or 00', { article: '/support/article/wireless/abc/' }],
    ['not an article path', { article: '/support/wireless/KM1234567/' }],
    ['another origin', { article: 'https://evil.example/support/article/wireless/KM1/' }],
    ['protocol-relative', { article: '//evil.example/support/article/wireless/KM1/' }],
    ['a script address', { article: 'javascript:alert(1)//support/article/KM1' }],
    ['outside the article base paths', { article: '/help/article/wireless/KM1/' }],
  ])('%s: none', (_name, query) => {
    expect(pageLinkArticle(params(query), ORIGIN)).toBeUndefined();
  });
});

describe('articleDrawerPageHref', () => {
  it('the variant page for a link, which reads back as the same article', () => {
    const href = articleDrawerPageHref({
      href: '/support/article/wireless/KM1234567/?a=1&b=2',
      title: 'Reset & restart',
    });
    expect(href).toBe(
      '/support/article-drawer?article=%2Fsupport%2Farticle%2Fwireless%2FKM1234567%2F%3Fa%3D1%26b%3D2&title=Reset+%26+restart',
    );
    const article = pageLinkArticle(new URL(href, ORIGIN).searchParams, ORIGIN);
    expect(article).toMatchObject({
      src: '/support/article-modal/wireless/KM1234567/?a=1&b=2',
      title: 'Reset & restart',
    });
  });

  it('without a title', () => {
    expect(articleDrawerPageHref({ href: '/support/article/wireless/KM1/' })).toBe(
      '/support/article-drawer?article=%2Fsupport%2Farticle%2Fwireless%2FKM1%2F',
    );
  });
});

describe('the closed message', () => {
  const message = articleDrawerClosed({ href: '/support/article/wireless/KM1/' });

  it('names the article', () => {
    expect(message).toEqual({
      type: 'support-article-drawer-closed',
      article: '/support/article/wireless/KM1/',
    });
  });

  it.each([
    ['the message from this origin', { origin: ORIGIN, data: message }, true],
    ['another origin', { origin: 'https://evil.example', data: message }, false],
    ['an opaque origin', { origin: 'null', data: message }, false],
    ['another type', { origin: ORIGIN, data: { ...message, type: 'closed' } }, false],
    ['no article', { origin: ORIGIN, data: { type: ARTICLE_DRAWER_CLOSED } }, false],
    ['the type as text only', { origin: ORIGIN, data: ARTICLE_DRAWER_CLOSED }, false],
    ['no data', { origin: ORIGIN, data: null }, false],
  ])('%s → %s', (_name, event, expected) => {
    expect(isArticleDrawerClosed(event, ORIGIN)).toBe(expected);
  });
});
