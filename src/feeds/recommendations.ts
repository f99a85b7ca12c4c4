/** Personalised recommendations for a support page id (by the visitor's UUID). */
import { fetchJson } from './http.ts';
import { normaliseResults, type KnowledgeResult } from './kmservices.ts';
import type { FeedContext } from './context.ts';

export const RECOMMENDATIONS_PATH = '/msapi/support-recommendations/v1/recommendations';

export async function fetchRecommendations(
  ctx: FeedContext,
  pageId: string,
  userId: string,
): Promise<KnowledgeResult[]> {
  const url = ctx.apiUrl(`${RECOMMENDATIONS_PATH}/${encodeURIComponent(pageId)}`, {
    userId,
    userIdType: 'UUID',
  });
  return normaliseResults(await fetchJson({ ...ctx.callOptions, url }));
}
