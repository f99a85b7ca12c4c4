/**
 * Islands that hydrate when the page's code asks for them (`client:replay={{ ask }}`,
 * src/islands/replay): the personalisation layer asks once it has something for the island to
 * show, so a known visitor's page does not load the island's code for nothing (and nobody else's
 * page asks). An ask is an event for a directive module already waiting and an attribute on
 * `<html>` for one that arrives after it.
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

/** Whether the page's code has asked for the island named `name`. */
export const islandAsked = (name: string): boolean =>
  document.documentElement.hasAttribute(`data-${askEvent(name)}`);

/** Asks for the island named `name` (once; asking again changes nothing). */
export function askForIsland(name: string): void {
  if (islandAsked(name)) return;
  document.documentElement.setAttribute(`data-${askEvent(name)}`, '');
  dispatchEvent(new Event(askEvent(name)));
}
