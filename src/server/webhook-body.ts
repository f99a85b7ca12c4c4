/**
 * What a publish body may say, besides the site's own `{ "tags": [...], "paths": [...] }`
 * (src/server/publish.ts): the envelope Standard Webhooks recommends, `{ "type", "timestamp",
 * "data" }`, whose `data` is either the site's body or a content change in the CMS's words:
 * `{ "feeds": ["content"], "locale": "es-US", "paths": [...] }`. A content change becomes the tags
 * the pages carry (src/server/cache-tags.ts): `feed:<feed>` for English (the other language's
 * pages carry it too, for the blocks they show in English), `feed:<feed>:es` for Spanish.
 */
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  localeOfContentLocale,
  type Locale,
} from '../domain/i18n/locales.ts';
import {
  LOCALISED_FEED_TAGS,
  PUBLISHED_FEED_NAMES,
  feedTag,
  type PublishedFeedName,
} from '../feeds/published-feeds.ts';
import { localisedTag } from './cache-tags.ts';

const contentLocaleSchema = z.enum(Object.values(LOCALE_TAGS) as [string, ...string[]]);

const contentChangeSchema = z
  .object({
    // The feeds a content change may name, as their tags name them (`feed:content`).
    feeds: z.array(z.enum(PUBLISHED_FEED_NAMES)).min(1).max(PUBLISHED_FEED_NAMES.length),
    locale: contentLocaleSchema.optional(),
    paths: z.array(z.string()).max(100).optional(),
  })
  .strict();

const envelopeSchema = z.object({
  type: z.string().max(100),
  timestamp: z.string().max(40).optional(),
  data: z.unknown(),
});

/** The tags a content change purges. */
export function tagsForChange(
  feeds: readonly PublishedFeedName[],
  changedLocale?: string,
): string[] {
  const locale: Locale = localeOfContentLocale(changedLocale) ?? DEFAULT_LOCALE;
  return feeds.map((feed) => {
    const tag = feedTag(feed);
    const localised = LOCALISED_FEED_TAGS.includes(tag);
    return locale === DEFAULT_LOCALE || !localised ? tag : localisedTag(tag, locale);
  });
}

/**
 * The site's publish body from any accepted shape, for the site's body schema to judge
 * (src/server/publish.ts): an envelope's `data`, with a content change turned into tags. JSON
 * that is no envelope is returned as it is.
 */
export function unwrapPublishPayload(raw: unknown): unknown {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return raw;
  const change = contentChangeSchema.safeParse(envelope.data.data);
  if (!change.success) return envelope.data.data;
  const { feeds, locale, paths } = change.data;
  return { tags: tagsForChange(feeds, locale), ...(paths ? { paths } : {}) };
}
