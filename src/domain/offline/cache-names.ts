/**
 * The caches the service worker fills at run time (the precache of built assets is the
 * library's). Apart from the rules (rules.ts) so the offline page can read a cache without
 * loading the route tables.
 */
export const CACHE_NAMES = {
  pages: 'offline-pages',
  articles: 'offline-articles',
  posters: 'offline-posters',
} as const;

export type OfflineCache = keyof typeof CACHE_NAMES;
