/**
 * One link-rewriting module for every card style: decides whether a link opens the article
 * drawer, what the drawer frames, and how small-business and test-environment links are rewritten.
 */
import type { EnvironmentName } from './environment.ts';

export const ARTICLE_SEGMENT = 'article';
export const ARTICLE_MODAL_SEGMENT = 'article-modal';
/** The only article paths the drawer frames. */
export const ARTICLE_BASE_PATHS = ['/support/article/', '/support/smallbusiness/article/'] as const;

/** In the test environment, usage links (/olam/) go through the account-management passthrough. */
export const USAGE_SUMMARY_PASSTHROUGH = '/acctmgmt/passthrough?target=usagesummary';
export const SMB_ACCOUNT_PREFIX = '/smallbusiness';
export const SMB_INTERNET_SUPPORT_PATH = '/smallbusiness/support/internet';

/**
 * The links that may open the drawer, as a selector: a tap on one before the drawer's island is
 * ready is held and replayed to it (a replayed link the drawer does not take still navigates).
 */
export const ARTICLE_LINK_SELECTOR = 'a[href*="/article/"]';

/** An article link opens the drawer when it contains /article/ and /KM or /00, and the flag is on. */
export function opensArticleDrawer(href: string, modalFlagOn: boolean): boolean {
  return (
    modalFlagOn && href.includes('/article/') && (href.includes('/KM') || href.includes('/00'))
  );
}

export interface ArticleFrame {
  /** Same-origin path of the article-modal page the drawer frames. */
  src: string;
  /** The article id (the third path segment counting from the article-modal segment). */
  articleId?: string;
}

/**
 * The drawer's frame for an article link, or undefined when the link is not a same-origin
 * article under one of the fixed base paths (then it navigates normally).
 */
export function articleFrameFor(href: string, origin: string): ArticleFrame | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (!ARTICLE_BASE_PATHS.some((base) => url.pathname.startsWith(base))) return undefined;
  const segments = url.pathname.split('/');
  const index = segments.indexOf(ARTICLE_SEGMENT);
  segments[index] = ARTICLE_MODAL_SEGMENT;
  const articleId = segments[index + 2];
  return { src: `${segments.join('/')}${url.search}`, ...(articleId ? { articleId } : {}) };
}

export interface LinkRewriteContext {
  smallBusiness: boolean;
  environment: EnvironmentName;
  origin: string;
}

/**
 * Sign-in and the unauthenticated landing are fixed paths for every visitor (spec §2, §8); they
 * are account-management paths but never take the small-business prefix.
 */
export const FIXED_ACCOUNT_PATHS = ['/acctmgmt/signin', '/acctmgmt/login'] as const;

const isFixedPath = (url: URL) =>
  FIXED_ACCOUNT_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
const isAccountLink = (url: URL) => url.pathname.startsWith('/acctmgmt/') && !isFixedPath(url);
const isRegistrationLink = (url: URL) => /\/acctmgmt\/registration/i.test(url.pathname);

/**
 * Rewrites a link a section renders for the visitor's context: in the test environment, button
 * URLs containing /olam/ go to the usage-summary passthrough; then, for small business, account
 * links (the passthrough included) get the small-business prefix and registration links a
 * cancel_url back to the internet support page. Applying it to its own result changes nothing,
 * so a rendered link can be checked against it.
 */
export function rewriteLink(
  href: string,
  ctx: LinkRewriteContext,
  kind: 'link' | 'button' = 'link',
): string {
  const target =
    kind === 'button' && ctx.environment === 'test' && href.includes('/olam/')
      ? USAGE_SUMMARY_PASSTHROUGH
      : href;
  return ctx.smallBusiness ? smallBusinessLink(target, ctx.origin) : target;
}

function smallBusinessLink(href: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (url.origin !== new URL(origin).origin || !isAccountLink(url)) return href;
  if (isRegistrationLink(url)) {
    url.searchParams.set('cancel_url', new URL(SMB_INTERNET_SUPPORT_PATH, origin).href);
  }
  url.pathname = `${SMB_ACCOUNT_PREFIX}${url.pathname}`;
  const relative = !/^https?:/i.test(href);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
