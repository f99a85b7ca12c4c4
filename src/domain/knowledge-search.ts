/**
 * Knowledge search (kmservices v2) rules shared by the server feed and the browser widget: the
 * query string both send and the result normaliser both apply. Pure: no zod, no Node.
 */
import { presentText } from './values.ts';
import { safeLinkUrl } from './safe-link.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './i18n/locales.ts';

export const SEARCH_CONTENT_TYPES = ['instruct', 'parent-instruct', 'breakfix', 'weblink'] as const;
export const SEARCH_PATH = '/kmservices/v2/search';
export const TOP_SOLUTIONS_PATH = '/kmservices/v2/topsolutions';
/**
 * The region a cached page asks knowledge for: the page is the same for every visitor, so the
 * national one (the search's region, and a set name of the knowledge banners).
 */
export const NATIONAL_REGION = 'US';

export interface KnowledgeResult {
  id?: string | undefined;
  title: string;
  description?: string | undefined;
  url: string;
  contentType?: string | undefined;
}

export interface SearchQuery {
  description: string;
  tags: string[];
  region?: string;
  /** The page's language: the articles are asked for in it (English when not given). */
  locale?: Locale | undefined;
}

/**
 * The page's own address parameter that carries a search to run on arrival (`/wireless?q=…`): the
 * search box's field name, so the form's plain submission before hydration lands on the same
 * query. Read in the browser only: the page's HTML is cached per path.
 */
export const PAGE_QUERY_PARAM = 'q';

/** Longest query taken from an address: a title or a question, never a pasted document. */
export const PAGE_QUERY_MAX = 200;

/** The search an address asks to run (`?q=`), trimmed; undefined when there is none. */
export function pageQuery(search: string): string | undefined {
  const query = new URLSearchParams(search).get(PAGE_QUERY_PARAM)?.trim().slice(0, PAGE_QUERY_MAX);
  return query ? query : undefined;
}

/**
 * The parameter a search names its language in: the content service's convention
 * (`locale=es-US`, as the content feeds ask).
 */
export const SEARCH_LOCALE_PARAM = 'locale';

/**
 * The search query string both the server client and the browser widget send. English is the
 * service's own language and asks as it always did; another language names its tag.
 */
export function searchParams(query: SearchQuery): Record<string, string> {
  const locale = query.locale ?? DEFAULT_LOCALE;
  return {
    contentTypes: SEARCH_CONTENT_TYPES.join(','),
    description: query.description,
    tags: query.tags.join(','),
    ...(query.region ? { region: query.region } : {}),
    ...(locale === DEFAULT_LOCALE ? {} : { [SEARCH_LOCALE_PARAM]: LOCALE_TAGS[locale] }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The results of a search or top-solutions body (`results`, or `resultBody.results`). Each field
 * is optional text (missing literals become absent); results without a title or link are useless
 * to a visitor and are dropped, as is anything that is not an object.
 */
export function normaliseResults(raw: unknown): KnowledgeResult[] {
  const direct = isRecord(raw) ? raw['results'] : undefined;
  const nested =
    isRecord(raw) && isRecord(raw['resultBody']) ? raw['resultBody']['results'] : undefined;
  const list = direct ?? nested;
  if (!Array.isArray(list)) return [];
  const results: KnowledgeResult[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const title = presentText(entry['title']);
    // Result links follow the site's one link rule: an unsafe address drops the result.
    const url = safeLinkUrl(presentText(entry['url']));
    if (!title || !url) continue;
    results.push({
      id: presentText(entry['id']),
      title,
      description: presentText(entry['description']),
      url,
      contentType: presentText(entry['contentType']),
    });
  }
  return results;
}
