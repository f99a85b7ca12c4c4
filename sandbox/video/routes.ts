/**
 * The video content service as the sandbox stands it in: GET /idpcms/videos/prod/{id}.cmsfeed.js
 * answers the fixture sandbox/video/feeds/{id}.json (a `common` metadata object), read on every
 * request so edits show at once. Unknown ids answer 404.
 *
 * Fixtures: every fallback sample id, 9000001 (mp4 absent from public/media: HLS fallback test),
 * 9000002 (state EOL) and 9000003 (state Inactive).
 *
 * `?locale=es-US` asks for a video's Spanish version (feeds/es-US/{id}.json); a video without one,
 * or one the scenario's `untranslated` switch names (by id, or `videos` for all), answers 404, as
 * the content service answers an item it has no translation of. `en-US` or no locale is English.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, type Route, type SandboxRequest, type SandboxResponse } from '../http-kit.ts';
import { CONTENT_LOCALE_PARAM } from '../../src/feeds/context.ts';

const FEEDS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feeds');

/** Ids are letters and digits only, so a request can never name a path outside the folder. */
const VIDEO_ID = /^[A-Za-z0-9]{1,32}$/;

/** The language tag the service answers English for, as it does without one. */
const ENGLISH = 'en-US';
/** The untranslated switch's name for every video at once. */
export const ALL_VIDEOS = 'videos';

/**
 * The folder of the language a call names: the feeds for English, `feeds/<tag>` for another;
 * undefined for a language the scenario leaves this video untranslated in; null for a tag that is
 * not one (answered 400).
 */
export function feedsDirFor(
  req: Pick<SandboxRequest, 'url' | 'scenario'>,
  id: string,
  feedsDir: string = FEEDS_DIR,
): string | undefined | null {
  const locale = req.url.searchParams.get(CONTENT_LOCALE_PARAM) ?? ENGLISH;
  if (locale === ENGLISH) return feedsDir;
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) return null;
  const untranslated = req.scenario.untranslated;
  if (untranslated.includes(id) || untranslated.includes(ALL_VIDEOS)) return undefined;
  return path.join(feedsDir, locale);
}

export async function videoFeedResponse(
  id: string,
  feedsDir: string = FEEDS_DIR,
): Promise<SandboxResponse> {
  if (!VIDEO_ID.test(id)) return json({ error: `bad video id ${id}` }, 404);
  try {
    const text = await readFile(path.join(feedsDir, `${id}.json`), 'utf8');
    // Sent as the raw fixture text (the real service answers a .js file with a JSON body).
    return { status: 200, text, headers: { 'content-type': 'application/json; charset=utf-8' } };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? json({ error: `no video ${id}` }, 404)
      : json({ error: String(error) }, 500);
  }
}

export const videoRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/idpcms\/videos\/prod\/(?<id>[^/]+)\.cmsfeed\.js$/,
    handle: (req, params) => {
      const id = params['id'] ?? '';
      const dir = feedsDirFor(req, id);
      if (dir === null) return json({ error: 'bad locale' }, 400);
      if (dir === undefined) return json({ error: `no video ${id} in this language` }, 404);
      return videoFeedResponse(id, dir);
    },
  },
];
