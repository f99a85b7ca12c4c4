/** Support index, topic and common content from the content orchestration service. */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, parseOr, text } from './schema-kit.ts';
import type { FeedContext } from './context.ts';

const BASE = '/msapi/idp-content-orchestration/v1/idpcms/support/support';

/** A support topic: displayTagName and description, or a result body with title and description. */
const topicSchema = z.object({ title: text, description: text });
export type SupportTopicContent = z.infer<typeof topicSchema>;
const EMPTY: SupportTopicContent = parseOr(topicSchema, {}, {} as SupportTopicContent);

export function normaliseSupportTopic(raw: unknown): SupportTopicContent {
  const title =
    text.parse(dig(raw, 'displayTagName')) ?? text.parse(dig(raw, 'resultBody', 'title'));
  const description =
    text.parse(dig(raw, 'description')) ?? text.parse(dig(raw, 'resultBody', 'description'));
  return parseOr(topicSchema, { title, description }, EMPTY);
}

const get = async (ctx: FeedContext, path: string) =>
  normaliseSupportTopic(await fetchJson({ ...ctx.callOptions, url: ctx.apiUrl(path) }));

export const fetchSupportIndex = (ctx: FeedContext, value: string) =>
  get(ctx, `${BASE}/${encodeURIComponent(value)}/index`);
export const fetchSupportTopic = (ctx: FeedContext, value: string) =>
  get(ctx, `${BASE}/${encodeURIComponent(value)}/topic`);
export const fetchSupportCommon = (ctx: FeedContext) => get(ctx, `${BASE}/common`);
