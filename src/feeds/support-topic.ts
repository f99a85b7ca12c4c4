/**
 * The support content of the content orchestration service (spec §7:
 * `…/support/support/{value}/index`, `/topic`, and `…/support/support/common`): a service's support
 * topic (spec §3, "Support topic: displayTagName and description, or result body with title and
 * description") and the support-wide common content, whose labels stand in for those the content
 * feed leaves empty. Content, so asked in the page's language with English standing in.
 */
import { z } from 'zod';
import type { ServiceDefinition } from '../domain/services.ts';
import { otherLocaleQuery, type FeedContext } from './context.ts';
import { fetchJson } from './http.ts';
import { isEmptyBlock, readOrEnglish, reportFallbacks } from './locale-fallback.ts';
import { dig, optionalObject, parseOr, text } from './schema-kit.ts';
import { labelsSchema as contentLabelsSchema } from './support-content.ts';

export const SUPPORT_PATH = '/msapi/idp-content-orchestration/v1/idpcms/support/support';

export interface SupportTopic {
  title?: string | undefined;
  description?: string | undefined;
  /** `en` when this is the English answer standing in for the page's language. */
  lang?: 'en';
}

export const EMPTY_SUPPORT_TOPIC: SupportTopic = {};

const topicSchema = z.object({ displayTagName: text, title: text, description: text });

/**
 * Either shape the spec names: `displayTagName` and `description`, or a result body with `title`
 * and `description` (the body's own fields first, then `resultBody`'s).
 */
export function normaliseSupportTopic(raw: unknown): SupportTopic {
  const read = (value: unknown) => parseOr(topicSchema, value ?? {}, {} as never);
  const own = read(raw);
  const body = read(dig(raw, 'resultBody'));
  const title = own.displayTagName ?? own.title ?? body.displayTagName ?? body.title;
  const description = title === undefined ? undefined : (own.description ?? body.description);
  return title === undefined ? {} : { title, ...(description ? { description } : {}) };
}

/** The `{value}` of the support calls: the service's name (`wireless`, `smb-internet-air`). */
export const supportValue = (service: ServiceDefinition): string => service.name;

async function readSupport(ctx: FeedContext, path: string, locale: FeedContext['locale']) {
  return fetchJson({
    ...ctx.callOptions,
    url: ctx.apiUrl(`${SUPPORT_PATH}${path}`, otherLocaleQuery(locale)),
  });
}

/**
 * The service's support topic: its `/topic`, and its `/index` standing in when the topic says
 * nothing (both asked at once). Each in the page's language, else in English (logged once).
 */
export async function fetchSupportTopic(
  ctx: FeedContext,
  service: ServiceDefinition,
): Promise<SupportTopic> {
  const value = encodeURIComponent(supportValue(service));
  const read = (kind: 'topic' | 'index') =>
    readOrEnglish(
      ctx.locale,
      async (locale) => normaliseSupportTopic(await readSupport(ctx, `/${value}/${kind}`, locale)),
      isEmptyBlock,
    );
  const [topic, index] = await Promise.all([read('topic'), read('index')]);
  const answer = isEmptyBlock(topic.value) ? index : topic;
  if (!answer.english) return answer.value;
  reportFallbacks('knowledge', ctx.locale, [`support topic ${service.name}`]);
  return { ...answer.value, lang: 'en' };
}

/** The labels spec §3 says come from common content, read as the content feed reads them. */
const labelsSchema = contentLabelsSchema.pick({
  browseTopicsLabel: true,
  backCTA: true,
  returnCTA: true,
  contactUsLabel: true,
  topSolutionsLabel: true,
  helpfulInfoLabel: true,
});

export interface SupportCommon {
  /** Labels for every support page (spec §3's labels from common content). */
  labels: Partial<Record<keyof z.infer<typeof labelsSchema>, string>>;
  /** `en` when this is the English answer standing in for the page's language. */
  lang?: 'en';
}

export const EMPTY_SUPPORT_COMMON: SupportCommon = { labels: {} };

export function normaliseSupportCommon(raw: unknown): SupportCommon {
  const body = dig(raw, 'resultBody') ?? raw;
  const labels = parseOr(optionalObject(labelsSchema), dig(body, 'labels'), undefined);
  return {
    labels: Object.fromEntries(
      Object.entries(labels ?? {}).filter(([, value]) => value !== undefined),
    ) as SupportCommon['labels'],
  };
}

/** The support-wide common content in the page's language, else in English (logged once). */
export async function fetchSupportCommon(ctx: FeedContext): Promise<SupportCommon> {
  const answer = await readOrEnglish(
    ctx.locale,
    async (locale) => normaliseSupportCommon(await readSupport(ctx, '/common', locale)),
    (common) => isEmptyBlock(common.labels),
  );
  if (!answer.english) return answer.value;
  reportFallbacks('knowledge', ctx.locale, ['support common']);
  return { ...answer.value, lang: 'en' };
}
