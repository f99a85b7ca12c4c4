/**
 * The pre-paint mark as the inline script text the landing page puts in its <head>:
 * visitor-mark.inline.ts bundled and minified at build (build/inline-scripts.mjs), since the text
 * travels in every landing page's first round trip (its source text cost 100–120 B of brotli more).
 */
import script from './visitor-mark.inline.ts?inline-script';

export const VISITOR_MARK_SCRIPT: string = script;
