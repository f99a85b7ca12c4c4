/** The preview routes' answers as responses (src/pages/api/preview.ts, preview/exit.ts). */
import { PRIVATE_NO_STORE } from './cache-policy.ts';
import type { PreviewAnswer } from './preview-access.ts';

/** A preview answer as a response: never stored, never indexed, and a redirect only on the site. */
export function previewResponse(answer: PreviewAnswer): Response {
  const headers = { 'cache-control': PRIVATE_NO_STORE, 'x-robots-tag': 'noindex, nofollow' };
  if (answer.kind === 'refused') {
    return new Response(`${answer.message}\n`, {
      status: answer.status,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { ...headers, location: answer.location, 'set-cookie': answer.setCookie },
  });
}
