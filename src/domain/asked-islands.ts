/**
 * Islands that hydrate when the page's code asks for them (`client:replay={{ ask }}`,
 * src/islands/replay): the personalisation layer asks once it has something for the island to
 * show, so a known visitor's page does not load the island's code for nothing (and nobody else's
 * page asks). The names are shared by the server's markup and the browser's code; the ask itself
 * is src/browser/island-asks.ts.
 */

/** The islands the personalisation layer asks for, by the name their `ask` option gives. */
export const ASKED_ISLAND = {
  /** The top-solution slots: once recommendations have come to take them. */
  topSolutions: 'top-solutions',
  /** The enter-your-number dialog: once the recognised-state check opens it. */
  numberDialog: 'number-dialog',
} as const;

/** The event an ask for the island named `name` is, on the window. */
export const askEvent = (name: string): string => `ask-${name}`;
