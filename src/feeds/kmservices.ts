/**
 * Knowledge search and top solutions (kmservices v2). The query builder and result normaliser are
 * shared with the browser widget (src/domain/knowledge-search.ts); this module adds the calls.
 */
import { fetchJson } from './http.ts';
import type { FeedContext } from './context.ts';
import {
  normaliseResults,
  searchParams,
  SEARCH_PATH,
  TOP_SOLUTIONS_PATH,
  type KnowledgeResult,
  type SearchQuery,
} from '../domain/knowledge-search.ts';

export {
  normaliseResults,
  searchParams,
  SEARCH_CONTENT_TYPES,
  SEARCH_PATH,
  TOP_SOLUTIONS_PATH,
  type KnowledgeResult,
  type SearchQuery,
} from '../domain/knowledge-search.ts';

export async function searchKnowledge(
  ctx: FeedContext,
  query: SearchQuery,
): Promise<KnowledgeResult[]> {
  return normaliseResults(
    await fetchJson({ ...ctx.callOptions, url: ctx.apiUrl(SEARCH_PATH, searchParams(query)) }),
  );
}

/**
 * Banner set names: the service group, the wireless group (the smb wireless group for small
 * business) and the region.
 */
export function bannerSetNames(
  serviceGroup: string,
  smallBusiness: boolean,
  region: string,
): string[] {
  return [
    serviceGroup,
    smallBusiness ? 'srvgroup_smbwireless' : 'srvgroup_wireless',
    region,
  ].filter((name, index, all) => all.indexOf(name) === index);
}

export async function fetchTopSolutions(
  ctx: FeedContext,
  options: { tags: string[]; group: string; setNames?: string[] },
): Promise<KnowledgeResult[]> {
  const url = ctx.apiUrl(TOP_SOLUTIONS_PATH, {
    tags: options.tags.join(','),
    tag: options.tags[0],
    group: options.group,
    setNames: options.setNames?.join(','),
  });
  return normaliseResults(await fetchJson({ ...ctx.callOptions, url }));
}
