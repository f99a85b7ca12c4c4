/**
 * Knowledge search (kmservices v2). The query builder and result normaliser are
 * shared with the browser widget (src/domain/knowledge-search.ts); this module adds the call.
 */
import { fetchJson } from './http.ts';
import type { FeedContext } from './context.ts';
import {
  normaliseResults,
  searchParams,
  SEARCH_PATH,
  type KnowledgeResult,
  type SearchQuery,
} from '../domain/knowledge-search.ts';

export {
  normaliseResults,
  searchParams,
  SEARCH_CONTENT_TYPES,
  SEARCH_PATH,
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
