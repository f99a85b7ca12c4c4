/**
 * Which early interactions `client:replay` keeps for an island that has not hydrated yet, and in
 * what order it replays them. Pure: the recorder and the replayer apply them to real events.
 */

/** Elements whose click does its job without the island (a link navigates, a summary toggles). */
export const NATIVE_CLICK = 'a[href], summary, label, input, select, textarea, option';

/** Keys islands give meaning to (tabs, accordion, tooltip, dialogs) that nothing native does. */
const REPLAYED_KEY = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|Escape)$/;

export interface EarlyEvent {
  type: string;
  key?: string | undefined;
  /** The target is, or is inside, an element whose default action already does the job. */
  native: boolean;
  /** The target is a button (Enter and Space on it fire a click, which is kept instead). */
  onButton: boolean;
  /** The target is a form's submit button: its click submits the form, and the submit is kept. */
  submitsForm: boolean;
}

/**
 * Whether an interaction that reached an island before hydration is replayed once it is ready.
 * Clicks that work natively are left alone (replaying them would follow the link or toggle the
 * summary twice); Enter and Space on a button are left to the click they produce. A form's
 * submit is kept, whether a submit button or Enter in a field made it, and the click on the
 * submit button is not: replaying both would submit twice.
 */
export function shouldReplay(event: EarlyEvent): boolean {
  if (event.type === 'submit') return true;
  if (event.type === 'click') return !event.native && !event.submitsForm;
  if (event.type !== 'keydown' || event.key === undefined) return false;
  if (REPLAYED_KEY.test(event.key)) return true;
  return (event.key === 'Enter' || event.key === ' ') && !event.onButton && !event.native;
}

/**
 * Whether the directive stops the event's default action while it holds the event. A native
 * submit would load the form's address, and the page with the visitor's query would be gone
 * before the island could take it; a click held for an island outside it (`document`) would
 * follow its link.
 */
export function holdsDefault(type: string, outsideIsland: boolean): boolean {
  return type === 'submit' || outsideIsland;
}

export interface Recorded {
  type: string;
  /** Child indexes from the island root to the target, to find it if hydration replaced it. */
  path: number[];
  key?: string | undefined;
  /** For a submit: the path to the button that made it, when a button did. */
  submitter?: number[] | undefined;
}

/** Repeats of these on the same target are kept once. */
const KEPT_ONCE = new Set(['click', 'submit']);

/**
 * Adds an interaction to the queue. A second tap on the same control before the island is ready
 * is the visitor tapping again because nothing happened, not a wish to undo the first: it is
 * kept once, so a disclosure does not open and close again on replay. So is a second submit of
 * the same form: the replay submits what the form holds then, the visitor's latest query.
 */
export function enqueue<T extends Recorded>(queue: readonly T[], next: T): T[] {
  const last = queue.at(-1);
  const repeat =
    last !== undefined &&
    KEPT_ONCE.has(next.type) &&
    last.type === next.type &&
    last.path.join('/') === next.path.join('/');
  return repeat ? [...queue] : [...queue, next];
}
