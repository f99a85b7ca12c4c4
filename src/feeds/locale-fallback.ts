/**
 * Content in the page's language with the English content as its fallback, block by block. The
 * content service answers each language's set on its own; editors translate block by block, so
 * a block the Spanish set lacks (or leaves empty) shows in English rather than as an empty section,
 * and the page marks it `lang="en"` (the view reads the names of the blocks that fell back).
 */
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales.ts';
import { log } from '../node/log.ts';

/**
 * A block is empty when it holds no content at all: absent, an empty list, or an object whose
 * every field is empty (the schemas turn a missing text into undefined and a missing list into []).
 * A boolean or a number is content.
 */
export function isEmptyBlock(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyBlock);
  if (typeof value === 'object') return Object.values(value).every(isEmptyBlock);
  return false;
}

export interface Merged<T> {
  merged: T;
  /** The blocks taken from the English set, in the order they were named. */
  fallbacks: string[];
}

/**
 * The localised blocks, each missing or empty one replaced by the English block when that one has
 * content. Only the named blocks are merged; anything else is the localised set's own.
 */
export function withEnglishFallback<T extends object>(
  localised: T,
  english: T,
  blocks: readonly (keyof T & string)[],
): Merged<T> {
  const merged = { ...localised };
  const fallbacks: string[] = [];
  for (const block of blocks) {
    if (!isEmptyBlock(localised[block]) || isEmptyBlock(english[block])) continue;
    merged[block] = english[block];
    fallbacks.push(block);
  }
  return { merged, fallbacks };
}

/**
 * A page showing blocks of both sets changes with either: its publish time is the later of the
 * two (either may be unknown).
 */
export function laterOf(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return a.getTime() >= b.getTime() ? a : b;
}

const reported = new Set<string>();

/** A block shown in English is an editor's to-do: said once per feed, language and block. */
export function reportFallbacks(feed: string, locale: Locale, fallbacks: readonly string[]): void {
  for (const block of fallbacks) {
    const key = `${feed} ${locale} ${block}`;
    if (reported.has(key)) continue;
    reported.add(key);
    log.warn(
      'content-fallback',
      `${feed} has no '${block}' in ${locale}; the English block is shown`,
      {
        event: 'locale-fallback',
        feed,
        locale,
        block,
      },
    );
  }
}

/** The named blocks the set lacks or leaves empty: those English may fill. */
export function emptyBlocks<T extends object>(
  set: T,
  blocks: readonly (keyof T & string)[],
): string[] {
  return blocks.filter((block) => isEmptyBlock(set[block]));
}

export interface LocalisedFeed<T> {
  /** Reads the feed's set in one language. */
  read: (locale: Locale) => Promise<T>;
  /** The blocks of a set English may fill (see emptyBlocks). */
  missing: (localised: T) => string[];
  /** The localised set with English blocks where it has none (see withEnglishFallback). */
  merge: (localised: T, english: T) => Merged<T>;
}

/**
 * Reads a feed in the page's language and, for another language than English, the English set
 * beside it (in parallel, so a fallback costs no second wait). The English answer matters only
 * when a block is missing: a failed English call then fails the feed, because an empty section
 * is worse than the route cache's last good copy.
 */
export async function readWithFallback<T>(
  locale: Locale,
  feed: LocalisedFeed<T>,
): Promise<Merged<T>> {
  if (locale === DEFAULT_LOCALE) return { merged: await feed.read(locale), fallbacks: [] };
  // Settled at once, so a failure is never unhandled when the English set is not needed.
  const english = feed.read(DEFAULT_LOCALE).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const localised = await feed.read(locale);
  if (feed.missing(localised).length === 0) return { merged: localised, fallbacks: [] };
  const answer = await english;
  if (!answer.ok) throw answer.error;
  return feed.merge(localised, answer.value);
}

/** One call's answer and whether it is the English one standing in for the page's language. */
export interface Answer<T> {
  value: T;
  english: boolean;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * A call whose whole answer is the unit of translation (a knowledge tag-set or article, contact
 * us, an outage feed's banners): the answer in the page's language, else the English one, when
 * the localised answer is empty or failed (a content service answers a language or item it does
 * not have with an error status). Both are asked at once, so a fallback costs no second wait.
 * Fails only when neither language answers.
 */
export async function readOrEnglish<T>(
  locale: Locale,
  read: (locale: Locale) => Promise<T>,
  isEmpty: (value: T) => boolean,
): Promise<Answer<T>> {
  if (locale === DEFAULT_LOCALE) return { value: await read(locale), english: false };
  const english = settle(read(DEFAULT_LOCALE));
  const localised = await settle(read(locale));
  if (localised.ok && !isEmpty(localised.value)) return { value: localised.value, english: false };
  const fallback = await english;
  if (fallback.ok && !isEmpty(fallback.value)) return { value: fallback.value, english: true };
  if (localised.ok) return { value: localised.value, english: false };
  if (fallback.ok) return { value: fallback.value, english: false };
  throw localised.error;
}
