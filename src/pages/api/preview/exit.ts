import type { APIRoute } from 'astro';
import { exitPreview } from '../../../server/preview-access.ts';
import { previewResponse } from '../../../server/preview-response.ts';

export const prerender = false;

/** GET /api/preview/exit?path=/wireless: the preview bar's 'Exit preview'; back to the published page. */
export const GET: APIRoute = ({ url, locals }) =>
  previewResponse(exitPreview(url.searchParams, locals.ctx.config.siteUrl.startsWith('https://')));
