/**
 * What `client:replay` does from the page's load event on, for the recorder inline in the page
 * (replay-directive.ts): when to start an island's hydration, and the replay of what the visitor
 * did before it was ready. A cached, hashed module (build/replay-directive.mjs) rather than
 * inline: inline, these bytes travelled in every page's first round trip, and nothing here runs
 * before the load event (a visitor's early tap starts hydration in the recorder itself). The
 * replay itself (replayer.ts) is a module of its own, asked for with the first held event: most
 * visits hold nothing, and then download only the scheduling.
 */
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import { islandAsked } from '../../browser/island-asks.ts';
import { askEvent } from '../../domain/asked-islands.ts';
import type { Recording } from './replay-directive.ts';
import type * as Replayer from './replayer.ts';

/**
 * How far outside the screen an island that hydrates when visible starts loading (spec §9's
 * lazy-load offset): its code is then usually ready by the time it scrolls in. Here, not among
 * the replay's rules, so that the replayer (a chunk of its own) shares no code with this module.
 */
export const LAZY_LOAD_OFFSET_PX = 200;

let replayer: Promise<typeof Replayer> | undefined;
let loaded: typeof Replayer | undefined;

/** Asks for the replayer, once: the recorder calls it with the first event it holds. */
export const loadReplayer = (): Promise<typeof Replayer> =>
  (replayer ??= import('./replayer.ts').then((module) => (loaded = module)));

/**
 * Runs once the main thread is idle: after a hydration, React has then finished it and run the
 * island's effects (its work is queued as tasks, which come before idle time). The deadline keeps
 * a page the browser never reports idle from holding hydration or the replay back for good.
 */
const afterWork = (run: () => void, timeout = IDLE_DEADLINE_MS) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
};

/**
 * Starts the island's hydration when it comes within the lazy-load offset of the screen (the
 * default), once the browser is idle ("idle", and "personal" for a known visitor), or, for an
 * island with an `ask` name, once the page's code has asked for it (before this module arrived
 * or after). Called after the load event and the frame after it.
 */
export function scheduleHydration(recording: Recording): void {
  if (recording.started) return;
  const { when, ask } = recording.settings;
  if (ask) {
    if (islandAsked(ask)) recording.start();
    else addEventListener(askEvent(ask), recording.start);
    return;
  }
  if (when && when !== 'visible') {
    afterWork(recording.start);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      recording.start();
    },
    { rootMargin: `${LAZY_LOAD_OFFSET_PX}px 0px` },
  );
  for (const child of recording.el.children) observer.observe(child);
}

/** Once the island has hydrated and run its effects: stops recording and replays what was held. */
export function replayWhenReady(recording: Recording): void {
  afterWork(() => {
    recording.stop();
    const held = recording.held.splice(0);
    if (held.length === 0) return;
    const outside = recording.settings.document !== undefined;
    // Asked for with the first held event, it has usually arrived by now (with the island's code).
    if (loaded) loaded.replay(recording.scope, held, outside);
    else void loadReplayer().then(({ replay }) => replay(recording.scope, held, outside));
  }, 1000);
}
