/**
 * The cache tags a page carries, which are the names a publish uses (route cache, Varnish xkey).
 * Content and common differ by language: a page in another language than English also carries
 * their language's tags (`feed:content:es`), so a publish of the Spanish content refreshes the
 * Spanish pages and leaves the English ones cached. It keeps the English tags too, because the
 * blocks its language lacks come from the English content (src/feeds/locale-fallback.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n/locales.ts';
import { FEED_TAGS } from '../feeds/landing-data.ts';
import { LOCALISED_FEED_TAGS, feedTagsReadBy } from '../feeds/published-feeds.ts';

/** A feed's tag for one language's content: what a publish of that language's content names. */
export const localisedTag = (tag: string, locale: Locale): string => `${tag}:${locale}`;

/** The feed tags of something read in `locale`, from the feeds it reads (`feedTags`). */
export function feedTagsFor(locale: Locale, feedTags: readonly string[]): string[] {
  if (locale === DEFAULT_LOCALE) return [...feedTags];
  const localised = LOCALISED_FEED_TAGS.filter((tag) => feedTags.includes(tag));
  return [...feedTags, ...localised.map((tag) => localisedTag(tag, locale))];
}

/** A route's own tag: `route:wireless`, `route:es-smallbusiness-wireless`. */
export function routeTag(pathname: string): string {
  return `route:${pathname.replace(/^\//, '').replace(/\//g, '-')}`;
}

/** A landing page's tags: its route, then every feed it reads, in its language. */
export function landingCacheTags(pathname: string, locale: Locale): string[] {
  return [routeTag(pathname), ...feedTagsFor(locale, FEED_TAGS)];
}

/** The feeds a kind of document reads, each localised one in every language. */
const inEveryLanguage = (feedTags: readonly string[]) => [
  ...new Set(LOCALES.flatMap((locale) => feedTagsFor(locale, feedTags))),
];

/**
 * A watch page's tags: its route, the flags (the offers a low rating may make) and the video feed
 * in every language. Every watch page reads several videos (its own, its related ones) and an
 * English page asks whether a Spanish version exists (its alternates), so a publish of the video
 * feed in any language refreshes them all.
 */
export function watchCacheTags(pathname: string): string[] {
  return [routeTag(pathname), ...inEveryLanguage(feedTagsReadBy('watch'))];
}

/** The sitemap reads content and common (each page's SEO and publish time) and the videos, in every language. */
export const SITEMAP_TAGS = ['route:sitemap', ...inEveryLanguage(feedTagsReadBy('sitemap'))];
