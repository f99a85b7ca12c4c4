/**
 * The pre-paint mark as the inline script the landing page puts in its <head>, built into one
 * minified classic script (build/inline-scripts.mjs): it runs before anything else on the page,
 * so it imports nothing at run time.
 */
import { VISITOR_MARK_COOKIES } from './visitor-mark-cookies.ts';
import { markVisitor } from './visitor-mark.ts';

markVisitor(document, VISITOR_MARK_COOKIES);
