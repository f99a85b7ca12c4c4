/**
 * Schema building blocks that never reject: upstream content is messy, so each field falls back
 * to "absent" on its own instead of failing the whole body.
 */
import { z } from 'zod';
import { presentText } from '../domain/values.ts';
import { safeLinkUrl } from '../domain/safe-link.ts';
import { log } from '../node/log.ts';

/**
 * The base of every lenient field. `.optional()` before the transform makes zod 4 treat an
 * absent key as present-with-undefined, so the transform still runs and supplies the fallback.
 */
const anything = () => z.unknown().optional();

/** Optional text: missing literals ('', 'null', 'undefined') and non-strings become undefined. */
export const text = anything().transform((value) => presentText(value));

const reportedLinkFields = new Set<string>();

/**
 * A link address from a feed: the site's one link rule (src/domain/safe-link.ts) applied at the
 * boundary, so no section can render a `javascript:` or other unsafe address. A dropped address
 * is logged once per feed field (`feed.path`), not once per render.
 */
export function linkUrl(field: string) {
  return anything().transform((value) => {
    const present = presentText(value);
    const safe = safeLinkUrl(present);
    if (present !== undefined && safe === undefined && !reportedLinkFields.has(field)) {
      reportedLinkFields.add(field);
      log.warn('feed-links', `${field}: an unsafe link address was dropped`);
    }
    return safe;
  });
}

/** A list that drops entries failing their schema; a non-list becomes []. */
export function listOf<T extends z.ZodType>(item: T) {
  return anything().transform((value): z.infer<T>[] => {
    if (!Array.isArray(value)) return [];
    const out: z.infer<T>[] = [];
    for (const entry of value) {
      const parsed = item.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  });
}

/** An object schema whose failure yields undefined instead of an error. */
export function optionalObject<T extends z.ZodType>(schema: T) {
  return anything().transform((value): z.infer<T> | undefined => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
}

/** Follows a path of keys through unknown JSON; any missing step gives undefined. */
export function dig(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Parses with a schema that cannot fail by construction; guards against a thrown transform. */
export function parseOr<T extends z.ZodType>(
  schema: T,
  value: unknown,
  fallback: z.infer<T>,
): z.infer<T> {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/**
 * A feed's publish time: an ISO 8601 date-time with a zone (or a date), else undefined. A time
 * is only worth stating when it is unambiguous, so zone-less date-times are refused.
 */
export const publishTime = anything().transform((value): Date | undefined => {
  const present = presentText(value);
  if (present === undefined) return undefined;
  const iso = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(
    present,
  );
  const date = new Date(present);
  return iso && !Number.isNaN(date.getTime()) ? date : undefined;
});
