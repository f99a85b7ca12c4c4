export { default as RichText } from './RichText.astro';
export { sanitizeRichText, RICH_TEXT_OPTIONS } from './sanitize.ts';
