/**
 * Knowledge management: enhanced tag-sets per topic (browse topics) and content by id (the
 * popular-solutions data whose publishedId the tag-set names), in the page's language with the
 * English answer standing in for a tag-set or article the language lacks.
 */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, listOf, optionalObject, parseOr, text, linkUrl } from './schema-kit.ts';
import { otherLocaleQuery, type FeedContext } from './context.ts';
import { isEmptyBlock, readOrEnglish, reportFallbacks } from './locale-fallback.ts';
import type { Locale } from '../domain/i18n/locales.ts';

export const KNOWLEDGE_APP_ID = 'idp-support-wireless';

const topicSchema = z.object({
  displayTagName: text,
  description: text,
  url: linkUrl('knowledge.tagSet.url'),
  publishedId: text,
});
const tagSetSchema = z.object({
  displayTagName: text,
  description: text,
  publishedId: text,
  children: listOf(topicSchema),
});

export type TagSet = z.infer<typeof tagSetSchema>;
export type SupportTopic = z.infer<typeof topicSchema>;

const contentPropertiesSchema = z.object({
  wfunauthname: text,
  wfauthname: text,
  shortdescription: text,
  topoption1title: text,
  topoption1content: text,
  topoption1ctadesktopurl: linkUrl('knowledge.content.topoption1ctadesktopurl'),
  additionaloptionNctaurlnewwindow: text,
});

const contentSchema = z.object({
  publishedId: text,
  title: text,
  description: text,
  contentTypeProperties: optionalObject(contentPropertiesSchema),
});

export type KnowledgeContent = z.infer<typeof contentSchema>;

export const EMPTY_TAG_SET: TagSet = parseOr(tagSetSchema, {}, {
  children: [],
} as unknown as TagSet);
export const EMPTY_CONTENT: KnowledgeContent = parseOr(contentSchema, {}, {} as KnowledgeContent);

export function normaliseTagSet(raw: unknown): TagSet {
  return parseOr(tagSetSchema, dig(raw, 'resultBody') ?? {}, EMPTY_TAG_SET);
}

export function normaliseContent(raw: unknown): KnowledgeContent {
  return parseOr(contentSchema, dig(raw, 'resultBody') ?? {}, EMPTY_CONTENT);
}

export async function fetchTagSet(
  ctx: FeedContext,
  topic: string,
  enhancedService: string,
  locale: Locale = ctx.locale,
): Promise<TagSet> {
  const url = ctx.apiUrl(
    `/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/${encodeURIComponent(topic)}`,
    {
      'app-id': KNOWLEDGE_APP_ID,
      'enhanced-service': enhancedService,
      ...otherLocaleQuery(locale),
    },
  );
  return normaliseTagSet(await fetchJson({ ...ctx.callOptions, url }));
}

export async function fetchKnowledgeContent(
  ctx: FeedContext,
  id: string,
  locale: Locale = ctx.locale,
): Promise<KnowledgeContent> {
  const url = ctx.apiUrl(
    `/msapi/knowledgemanagementms/v1/contents/${encodeURIComponent(id)}`,
    otherLocaleQuery(locale),
  );
  return normaliseContent(await fetchJson({ ...ctx.callOptions, url }));
}

/** The parts of a topic's knowledge that may be shown in English on another language's page. */
export type KnowledgeBlock = 'tagSet' | 'popular';

export interface TopicKnowledge {
  tagSet: TagSet;
  popular: KnowledgeContent;
  /** The parts shown in English because the page's language has none (absent: none). */
  fallbacks?: KnowledgeBlock[];
}

/** A tag-set without topics gives browse topics nothing to show: English may fill it. */
const noTopics = (tagSet: TagSet) => isEmptyBlock(tagSet.children);

/**
 * The topic's tag-set, then the popular solutions its publishedId names (the second call needs
 * the first), each in the page's language or, when that has none or fails, in English (logged
 * once per topic or article and language).
 */
export async function fetchTopicKnowledge(
  ctx: FeedContext,
  topic: string,
  enhancedService: string,
): Promise<TopicKnowledge> {
  const tagSet = await readOrEnglish(
    ctx.locale,
    (locale) => fetchTagSet(ctx, topic, enhancedService, locale),
    noTopics,
  );
  const id = tagSet.value.publishedId;
  const popular = id
    ? await readOrEnglish(
        ctx.locale,
        (locale) => fetchKnowledgeContent(ctx, id, locale),
        isEmptyBlock,
      )
    : { value: EMPTY_CONTENT, english: false };
  const fallbacks: KnowledgeBlock[] = [
    ...(tagSet.english ? (['tagSet'] as const) : []),
    ...(popular.english ? (['popular'] as const) : []),
  ];
  reportFallbacks('knowledge', ctx.locale, [
    ...(tagSet.english ? [`tag-set ${topic}`] : []),
    ...(popular.english && id ? [`article ${id}`] : []),
  ]);
  return {
    tagSet: tagSet.value,
    popular: popular.value,
    ...(fallbacks.length > 0 ? { fallbacks } : {}),
  };
}
