/**
 * The embedded CMS's drafts: what an editor has saved but not published. A content call with
 * `preview=true` (src/feeds/context.ts) gets the published feed with the drafts laid over it, and
 * `pageProperties.updatedAt` saying when the latest draft was saved; without it, the published
 * feed. Two kinds of draft, laid over in this order:
 * - files: `content/drafts/<feed>.json` (`content/drafts/es-US/<feed>.json` for Spanish), shaped
 *   like the feed but holding only what changes, with `pageProperties.updatedAt`; a file draft
 *   saved no later than the feed's publish time has been published and is left out;
 * - drafts held in memory, written through the control API (`PUT /__sandbox/drafts/<feed>`),
 *   which tests use without touching any file, and published with
 *   `POST /__sandbox/drafts/<feed>/publish` (laid over the published feed from then on).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid over `base`: objects merge key by key, anything else (lists included) replaces. */
export function overlay(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return structuredClone(over);
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

const timeOf = (feed: unknown, field: 'publishedAt' | 'updatedAt'): string | undefined => {
  const value =
    isObject(feed) && isObject(feed['pageProperties']) ? feed['pageProperties'][field] : undefined;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
};

const later = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined ? a : Date.parse(a) >= Date.parse(b) ? a : b;

const withTimes = (
  feed: unknown,
  times: { publishedAt?: string | undefined; updatedAt?: string | undefined },
) => {
  const body = isObject(feed) ? { ...feed } : {};
  const properties = isObject(body['pageProperties']) ? { ...body['pageProperties'] } : {};
  for (const [name, value] of Object.entries(times))
    if (value !== undefined) properties[name] = value;
  body['pageProperties'] = properties;
  return body;
};

interface Draft {
  body: Json;
  savedAt: string;
}

/** A feed and language: `wireless-support` or `es-US/wireless-support`. */
const FEED_KEY = /^(?:(?<locale>[a-z]{2}-[A-Z]{2})\/)?(?<feed>[a-z0-9][a-z0-9-]*)$/;

export function parseFeedKey(key: string): { feed: string; locale: string | null } | undefined {
  const match = FEED_KEY.exec(key);
  if (!match?.groups?.['feed']) return undefined;
  return { feed: match.groups['feed'], locale: match.groups['locale'] ?? null };
}

export class DraftStore {
  readonly #drafts = new Map<string, Draft>();
  readonly #published = new Map<string, Draft>();

  /** Saves (or replaces) a draft of a feed; returns when it was saved. */
  save(key: string, body: unknown, now = new Date()): string {
    const savedAt = timeOf(body, 'updatedAt') ?? now.toISOString();
    this.#drafts.set(key, { body: isObject(body) ? body : {}, savedAt });
    return savedAt;
  }

  discard(key: string): boolean {
    return this.#drafts.delete(key);
  }

  /** Publishes a feed's draft: laid over the published feed from now on. False without one. */
  publish(key: string, now = new Date()): boolean {
    const draft = this.#drafts.get(key);
    if (!draft) return false;
    const before = this.#published.get(key);
    this.#published.set(key, {
      body: overlay(before?.body ?? {}, draft.body) as Json,
      savedAt: now.toISOString(),
    });
    this.#drafts.delete(key);
    return true;
  }

  clear(): void {
    this.#drafts.clear();
    this.#published.clear();
  }

  list(): { key: string; savedAt: string }[] {
    return [...this.#drafts].map(([key, { savedAt }]) => ({ key, savedAt }));
  }

  /** The published feed as the content service answers it: with what was published here. */
  published(key: string, feed: unknown): unknown {
    const published = this.#published.get(key);
    if (!published) return feed;
    return withTimes(overlay(feed, published.body), { publishedAt: published.savedAt });
  }

  /**
   * The preview of a published feed (already through `published`): the file draft, then the
   * memory draft laid over it, with `updatedAt` the latest save (the publish time when none is
   * newer, so a preview can say its content is live).
   */
  preview(key: string, feed: unknown, fileDraft: unknown): unknown {
    const publishedAt = timeOf(feed, 'publishedAt');
    const fileSavedAt = timeOf(fileDraft, 'updatedAt');
    const fileIsNewer =
      fileDraft !== undefined &&
      (publishedAt === undefined ||
        (fileSavedAt !== undefined && Date.parse(fileSavedAt) > Date.parse(publishedAt)));
    const memory = this.#drafts.get(key);
    let body = fileIsNewer ? overlay(feed, fileDraft) : feed;
    if (memory) body = overlay(body, memory.body);
    const updatedAt = later(
      later(fileIsNewer ? fileSavedAt : undefined, memory?.savedAt),
      publishedAt,
    );
    return withTimes(body, { publishedAt, updatedAt });
  }
}

/** A feed's file draft from `<contentDir>/drafts/`, if there is one. */
export async function readFileDraft(contentDir: string, key: string): Promise<unknown> {
  const parsed = parseFeedKey(key);
  if (!parsed) return undefined;
  const file = path.join(
    contentDir,
    'drafts',
    ...(parsed.locale ? [parsed.locale] : []),
    `${parsed.feed}.json`,
  );
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
