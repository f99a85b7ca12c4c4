/**
 * Scrolling is browser code and lives in src/browser/scroll-to-section.ts; this re-export keeps the
 * page template's inline script working until it imports the browser module directly.
 */
export * from '../browser/scroll-to-section.ts';
