/**
 * Knowledge management's top solutions (`GET /kmservices/v2/topsolutions`, spec §7): the service's
 * most used articles, asked by its knowledge tag and group, and on the same endpoint the knowledge
 * banners, asked by set names (the service's group, the wireless group of the page's customer
 * type, and the region). Both in the page's language, the English answer standing in when the
 * page's language has none (as the other knowledge calls do).
 */
import { z } from 'zod';
import { NATIONAL_REGION, TOP_SOLUTIONS_PATH } from '../domain/knowledge-search.ts';
import { SERVICES, type ServiceDefinition } from '../domain/services.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { alertKind } from './common.ts';
import { otherLocaleQuery, type FeedContext } from './context.ts';
import { fetchJson } from './http.ts';
import { readOrEnglish, reportFallbacks } from './locale-fallback.ts';
import { dig, linkUrl, listOf, parseOr, text } from './schema-kit.ts';

/** The most knowledge solutions a page takes (the most top-solution slots anything fills). */
export const KNOWLEDGE_SOLUTIONS_MAX = 6;

const solutionSchema = z.object({
  id: text,
  title: text,
  description: text,
  url: linkUrl('knowledge-top-solutions.url'),
});

const bannerSchema = z.object({
  id: text,
  kind: alertKind,
  title: text,
  text,
  linkText: text,
  linkUrl: linkUrl('knowledge-banners.linkUrl'),
});

export interface KnowledgeSolution {
  id?: string | undefined;
  title: string;
  description?: string | undefined;
  url: string;
}

export interface KnowledgeBanner extends z.infer<typeof bannerSchema> {
  id: string;
  text: string;
}

/** What a topsolutions answer carries: `results`, or `resultBody.results`. */
const resultsOf = (raw: unknown): unknown =>
  dig(raw, 'results') ?? dig(raw, 'resultBody', 'results');

/** Solutions without a title or a (safe) link are useless to a visitor and are dropped. */
export function normaliseSolutions(raw: unknown): KnowledgeSolution[] {
  return parseOr(listOf(solutionSchema), resultsOf(raw), [])
    .flatMap(({ id, title, description, url }) =>
      title && url ? [{ id, title, description, url }] : [],
    )
    .slice(0, KNOWLEDGE_SOLUTIONS_MAX);
}

/** Banners without text say nothing; one without an id gets its place in the answer. */
export function normaliseBanners(raw: unknown): KnowledgeBanner[] {
  return parseOr(listOf(bannerSchema), resultsOf(raw), []).flatMap((banner, index) =>
    banner.text ? [{ ...banner, id: banner.id ?? `banner-${index + 1}`, text: banner.text }] : [],
  );
}

/** The top-solutions query: the service's knowledge tag (its topic) and its group. */
export function topSolutionsQuery(service: ServiceDefinition): Record<string, string> {
  return { tags: [service.topic, service.group].join(',') };
}

/**
 * The banner query's set names: the service's group, the wireless group of its customer type
 * (the small-business wireless group on the small-business page) and the region. The page is
 * cached and the same for every visitor, so the region is the national one.
 */
export function bannerSetNames(service: ServiceDefinition): string[] {
  const wireless = service.smallBusiness ? SERVICES['smb-wireless'] : SERVICES.wireless;
  return [...new Set([service.group, wireless.group, NATIONAL_REGION])];
}

export function bannerQuery(service: ServiceDefinition): Record<string, string> {
  return { setNames: bannerSetNames(service).join(',') };
}

export interface KnowledgeTopSolutions {
  solutions: KnowledgeSolution[];
  /** `en` when these are the English answer standing in for the page's language. */
  lang?: 'en';
}

export interface KnowledgeBanners {
  banners: KnowledgeBanner[];
  /** `en` when these are the English answer standing in for the page's language. */
  lang?: 'en';
}

export const EMPTY_KNOWLEDGE_TOP_SOLUTIONS: KnowledgeTopSolutions = { solutions: [] };
export const EMPTY_KNOWLEDGE_BANNERS: KnowledgeBanners = { banners: [] };

async function ask<T>(
  ctx: FeedContext,
  query: Record<string, string>,
  normalise: (raw: unknown) => T[],
  locale: Locale,
): Promise<T[]> {
  const url = ctx.apiUrl(TOP_SOLUTIONS_PATH, { ...query, ...otherLocaleQuery(locale) });
  return normalise(await fetchJson({ ...ctx.callOptions, url }));
}

/**
 * One knowledge answer in the page's language, else in English (`lang: 'en'`, logged once as
 * `block`), when the page's language has none.
 */
async function askInLanguage<T>(
  ctx: FeedContext,
  query: Record<string, string>,
  normalise: (raw: unknown) => T[],
  block: string,
): Promise<{ list: T[]; lang?: 'en' }> {
  const answer = await readOrEnglish(
    ctx.locale,
    (locale) => ask(ctx, query, normalise, locale),
    (list) => list.length === 0,
  );
  if (!answer.english) return { list: answer.value };
  reportFallbacks('knowledge', ctx.locale, [block]);
  return { list: answer.value, lang: 'en' };
}

/** The service's top solutions in the page's language, else in English (logged once). */
export async function fetchKnowledgeTopSolutions(
  ctx: FeedContext,
  service: ServiceDefinition,
): Promise<KnowledgeTopSolutions> {
  const query = topSolutionsQuery(service);
  const { list, lang } = await askInLanguage(
    ctx,
    query,
    normaliseSolutions,
    `top solutions ${service.topic}`,
  );
  return { solutions: list, ...(lang ? { lang } : {}) };
}

/** The page's knowledge banners in its language, else in English (logged once). */
export async function fetchKnowledgeBanners(
  ctx: FeedContext,
  service: ServiceDefinition,
): Promise<KnowledgeBanners> {
  const block = `banners ${bannerSetNames(service).join(',')}`;
  const { list, lang } = await askInLanguage(ctx, bannerQuery(service), normaliseBanners, block);
  return { banners: list, ...(lang ? { lang } : {}) };
}
