/**
 * The page's code asking for an island by name (src/domain/asked-islands.ts): an event for a
 * directive module already waiting, and an attribute on `<html>` for one that arrives after it.
 */
import { askEvent } from '../domain/asked-islands.ts';

/** Whether the page's code has asked for the island named `name`. */
export const islandAsked = (name: string): boolean =>
  document.documentElement.hasAttribute(`data-${askEvent(name)}`);

/** Asks for the island named `name` (once; asking again changes nothing). */
export function askForIsland(name: string): void {
  if (islandAsked(name)) return;
  document.documentElement.setAttribute(`data-${askEvent(name)}`, '');
  dispatchEvent(new Event(askEvent(name)));
}
