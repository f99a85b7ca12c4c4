/**
 * The log moved to src/shared/log.ts (it runs on both sides of the browser boundary). This
 * re-export keeps server modules and not-yet-moved callers working; browser code imports the
 * shared module directly.
 */
export * from '../shared/log.ts';
