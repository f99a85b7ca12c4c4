/**
 * The knowledge search's reading of results, as the recommendations store loads it: only when the
 * call is made. A module of its own, so that the dynamic import's target is this one and not the
 * knowledge search's module, which the video parts also import (for a constant rolldown inlines);
 * as a dynamic import's target that module became a side-effect import in the watch page's chunks.
 */
export { normaliseResults } from '../domain/knowledge-search.ts';
