/**
 * Knowledge management: enhanced tag-sets per topic (browse topics) and content by id (the
 * popular-solutions data whose publishedId the tag-set names).
 */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, listOf, optionalObject, parseOr, text, linkUrl } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

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
  topicinfovideoid: text,
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
): Promise<TagSet> {
  const url = ctx.apiUrl(
    `/msapi/knowledgemanagementms/v1/enhancedTagsets/topic/${encodeURIComponent(topic)}`,
    {
      'app-id': KNOWLEDGE_APP_ID,
      'enhanced-service': enhancedService,
    },
  );
  return normaliseTagSet(await fetchJson({ ...ctx.callOptions, url }));
}

export async function fetchKnowledgeContent(
  ctx: FeedContext,
  id: string,
): Promise<KnowledgeContent> {
  const url = ctx.apiUrl(`/msapi/knowledgemanagementms/v1/contents/${encodeURIComponent(id)}`);
  return normaliseContent(await fetchJson({ ...ctx.callOptions, url }));
}

/** The topic's tag-set, then the popular solutions its publishedId names (the second call needs the first). */
export async function fetchTopicKnowledge(
  ctx: FeedContext,
  topic: string,
  enhancedService: string,
): Promise<{ tagSet: TagSet; popular: KnowledgeContent }> {
  const tagSet = await fetchTagSet(ctx, topic, enhancedService);
  const popular = tagSet.publishedId
    ? await fetchKnowledgeContent(ctx, tagSet.publishedId)
    : EMPTY_CONTENT;
  return { tagSet, popular };
}
