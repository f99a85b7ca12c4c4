import type { APIRoute } from 'astro';
import { answerUnserved } from '../server/main-site.ts';

export const prerender = false;

/** Every path no other route serves: 404, or the main site's stand-in on the local site. */
export const GET: APIRoute = (context) => answerUnserved(context);
