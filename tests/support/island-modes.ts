/**
 * Which islands hydrate without a tap, read from the `client:replay` value in an island's `opts`
 * (src/islands/replay/replay-directive.ts): the rule the Chromium walk (islands.ts) and the
 * cross-engine checks (tests/engines/support/page-checks.ts) both wait by.
 */

/** The directive's value as one string: `true` (when visible), 'idle', 'personal', or its JSON. */
export const replayMode = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * Whether an island of this mode hydrates on its own for this visitor (on view or when idle):
 * not one that waits for an interaction, nor one the personalisation layer asks for only once it
 * has something to show, and a personal one only for a visitor the page personalises.
 */
export const hydratesUntapped = (mode: string, personal: boolean): boolean =>
  !mode.includes('interaction') && !mode.includes('"ask":') && (personal || mode !== 'personal');
