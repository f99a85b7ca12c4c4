/** Knowledge search and top solutions (kmservices v2). */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, listOf, text } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

export const SEARCH_CONTENT_TYPES = ['instruct', 'parent-instruct', 'breakfix', 'weblink'] as const;
export const SEARCH_PATH = '/kmservices/v2/search';
export const TOP_SOLUTIONS_PATH = '/kmservices/v2/topsolutions';

const resultSchema = z.object({
  id: text,
  title: text,
  description: text,
  url: text,
  contentType: text,
});
export type KnowledgeResult = z.infer<typeof resultSchema> & { title: string; url: string };

/** Results without a title or link are useless to a visitor and are dropped. */
export function normaliseResults(raw: unknown): KnowledgeResult[] {
  return listOf(resultSchema)
    .parse(dig(raw, 'results') ?? dig(raw, 'resultBody', 'results'))
    .filter((r): r is KnowledgeResult => !!r.title && !!r.url);
}

export interface SearchQuery {
  description: string;
  tags: string[];
  region?: string;
}

/** The search query string both the server client and the browser widget send. */
export function searchParams(query: SearchQuery): Record<string, string> {
  return {
    contentTypes: SEARCH_CONTENT_TYPES.join(','),
    description: query.description,
    tags: query.tags.join(','),
    ...(query.region ? { region: query.region } : {}),
  };
}

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
