/**
 * The video content service as the sandbox stands it in: GET /idpcms/videos/prod/{id}.cmsfeed.js
 * answers the fixture sandbox/video/feeds/{id}.json (a `common` metadata object), read on every
 * request so edits show at once. Unknown ids answer 404.
 *
 * Fixtures: every fallback sample id, 9000001 (mp4 absent from public/media: HLS fallback test),
 * 9000002 (state EOL) and 9000003 (state Inactive).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { json, type Route, type SandboxResponse } from '../http-kit.ts';

const FEEDS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feeds');

/** Ids are letters and digits only, so a request can never name a path outside the folder. */
const VIDEO_ID = /^[A-Za-z0-9]{1,32}$/;

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
    handle: (_req, params) => videoFeedResponse(params['id'] ?? ''),
  },
];
