/**
 * The article drawer's article-page-links variant (spec §4, article drawer): the in-article links
 * of the carrier's article pages open the same right-side drawer as the landing pages' links. The
 * article pages are the main site's (same origin), so the drawer is a page of this site they
 * frame over themselves: it starts open with the article it is given, and closing it tells the
 * framing page with one typed message, sent to this origin only.
 */
import { articleFrameFor, opensArticleDrawer, type ArticleFrame } from './article-links.ts';

/** The variant's page: `?article=<the link's address>&title=<the link's text>`. */
export const ARTICLE_DRAWER_PAGE = '/support/article-drawer';
export const ARTICLE_PARAM = 'article';
export const TITLE_PARAM = 'title';
export const DEFAULT_ARTICLE_TITLE = 'Support article';
/** A link's text names the dialog; a longer one is cut rather than trusted to fit. */
export const MAX_TITLE_LENGTH = 120;

export interface PageLinkArticle extends ArticleFrame {
  /** The link's address as the article page gave it; the closed message names it back. */
  href: string;
  /** The link's text: the drawer's name and its frame's. */
  title: string;
}

/**
 * The article the variant page opens with, or undefined when the address is not an article link
 * the drawer may frame (the same rule as the landing pages' links, with the flag's decision left
 * to the article page that chose to open it): then the page is a 404.
 */
export function pageLinkArticle(
  params: URLSearchParams,
  origin: string,
): PageLinkArticle | undefined {
  const href = params.get(ARTICLE_PARAM)?.trim() ?? '';
  if (!opensArticleDrawer(href, true)) return undefined;
  const frame = articleFrameFor(href, origin);
  if (!frame) return undefined;
  const title = (params.get(TITLE_PARAM) ?? '').replace(/\s+/g, ' ').trim();
  return {
    ...frame,
    href,
    title: title ? title.slice(0, MAX_TITLE_LENGTH) : DEFAULT_ARTICLE_TITLE,
  };
}

/** The address an article page frames for one of its links. */
export function articleDrawerPageHref(link: { href: string; title?: string }): string {
  const params = new URLSearchParams({ [ARTICLE_PARAM]: link.href });
  if (link.title) params.set(TITLE_PARAM, link.title);
  return `${ARTICLE_DRAWER_PAGE}?${params}`;
}

export const ARTICLE_DRAWER_CLOSED = 'support-article-drawer-closed';

/** What the drawer tells the page that framed it when the visitor closes it. */
export interface ArticleDrawerClosedMessage {
  type: typeof ARTICLE_DRAWER_CLOSED;
  /** The article link the drawer showed, so the page can put focus back on it. */
  article: string;
}

export function articleDrawerClosed(
  article: Pick<PageLinkArticle, 'href'>,
): ArticleDrawerClosedMessage {
  return { type: ARTICLE_DRAWER_CLOSED, article: article.href };
}

/**
 * Whether a message event is a closed drawer the receiving page should act on: sent from the
 * page's own origin, in exactly the message's shape. (Which frame sent it is the receiver's check:
 * only its own drawer's frame counts.)
 */
export function isArticleDrawerClosed(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): boolean {
  if (event.origin !== ownOrigin) return false;
  const data = event.data as Partial<Record<keyof ArticleDrawerClosedMessage, unknown>> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.type === ARTICLE_DRAWER_CLOSED &&
    typeof data.article === 'string'
  );
}
