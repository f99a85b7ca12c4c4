import type { APIRoute } from 'astro';
import { enterPreview, exitPreview } from '../../server/preview-access.ts';
import { previewResponse } from '../../server/preview-response.ts';
import { log } from '../../node/log.ts';

export const prerender = false;

/**
 * GET /api/preview?path=/wireless&token=<PREVIEW_SECRET>: the CMS's preview link. With the right
 * token and a landing page's path, a signed preview cookie and a 303 to the page, which then
 * renders the content service's drafts (src/server/preview-access.ts). `?exit` ends the preview
 * as /api/preview/exit does.
 */
export const GET: APIRoute = ({ url, locals }) => {
  const { config } = locals.ctx;
  const secure = config.siteUrl.startsWith('https://');
  if (url.searchParams.has('exit')) return previewResponse(exitPreview(url.searchParams, secure));
  const answer = enterPreview(
    url.searchParams,
    { secret: config.previewSecret, secure },
    new Date(),
  );
  if (answer.kind === 'refused' && answer.status === 401) {
    log.warn('preview', 'a preview link with a missing or wrong token was refused');
  }
  return previewResponse(answer);
};
