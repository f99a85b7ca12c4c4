/**
 * `client:replay`: hydrates like `client:visible` (from 200 px before the island is on screen)
 * once the page has loaded (the default) or, with `client:replay="idle"`, once the page has
 * loaded and the browser is idle, and no tap or key press made before that is lost.
 * `client:replay="personal"` is "idle" for an island that only personalises: it hydrates
 * only for a visitor whose cookies the pre-paint mark found signed in or recognised
 * (`<html data-visitor>`); anonymous visitors keep its server HTML and download none of its code.
 * One directive for both keeps one copy of the recorder inline in the page. From the moment
 * the island's server HTML is on the page, clicks and key presses on it are recorded with their
 * target; the first one starts hydration at once, and they are replayed, in order, once the
 * island is ready. On a slow phone the control looks ready long before its code has run, and a
 * visitor taps it then. A form submitted in the island then (its submit button, or Enter in a
 * field) is held the same way: its native submit, which would reload the page and lose the
 * visitor's input, is stopped, and the form is submitted again once the island is ready.
 *
 * `client:replay={{ ask: 'name' }}` is for an island that has something to show only once the
 * personalisation layer has found it (recommendations, the number dialog): it hydrates when the
 * page's code asks for it by that name (askForIsland, src/browser/island-asks.ts), or with a tap
 * on it before that, never on its own. The layer runs only for a known visitor, so nobody else
 * loads it.
 *
 * `client:replay={{ when: 'interaction', document: 'a[href*="/x/"]' }}` is for an island that
 * acts on elements outside itself (the article drawer opens links anywhere on the page): clicks
 * on matching elements anywhere are held back (their default prevented) and replayed the same
 * way; a replayed link click the island does not take navigates as the link would have. With
 * `when: 'interaction'` the island loads only with the first such click, never before.
 *
 * This recorder is inline in every page that has such an island, so it is only what must run
 * before the page has loaded: it decides at once whether to hold an event (and whether to start
 * hydration), and remembers it. What happens from the load event on (when to hydrate, and the
 * replay once the island is ready) is a cached module, replay-after-load.ts, which the recorder
 * imports after the load event or with the first event it holds (decision 43.24).
 */
import type { ClientDirective } from 'astro';
import type * as AfterLoad from './replay-after-load.ts';
import { holdsDefault, NATIVE_CLICK, shouldReplay } from './replay-rules.ts';
import { asSubmitter, pathFrom, type Held } from './replay-targets.ts';

export interface ReplayOptions {
  when?: 'visible' | 'idle' | 'personal' | 'interaction';
  document?: string;
  /** The name the page's code asks for the island by (askForIsland); it hydrates only then. */
  ask?: string;
}

/** One island's recorder, as the module that takes over after the load event sees it. */
export interface Recording {
  el: HTMLElement;
  /** The island, or the document for an island that acts outside itself. */
  scope: Element;
  settings: ReplayOptions;
  /** What the visitor did before the island was ready, in order; emptied by its replay. */
  held: Held[];
  started: boolean;
  /** Starts hydration (once). */
  start: () => void;
  /** Stops recording. */
  stop: () => void;
}

export type AfterLoadModule = typeof AfterLoad;

/** Imports replay-after-load.ts: the built file's address is given by the build. */
export type LoadAfterLoad = () => Promise<AfterLoadModule>;

/**
 * Hydration that can wait starts after the page's load event, its first paint and the frame that
 * follows: the code it fetches then never competes with the first paint and the hero image for a
 * phone's bandwidth. A small page (a watch page) has often loaded before its first frame, and
 * that frame (the poster decoded with it) reaches the screen only after the main thread has run
 * the tasks that follow it: code requested then arrived before the paint counted. The browser
 * reports the first paint once it is on the screen, so the frame is counted from then; a browser
 * that does not report paints counts from the event. A hidden tab draws no frames, so there the
 * event is enough (a tab hidden later hydrates once it is shown again).
 */
const afterLoad = (run: () => void) => {
  const afterFrame = () => requestAnimationFrame(() => setTimeout(run, 0));
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') run();
    else if (
      performance.getEntriesByType('paint').length ||
      !self.PerformanceObserver?.supportedEntryTypes?.includes('paint')
    )
      afterFrame();
    else
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        afterFrame();
      }).observe({ type: 'paint' });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
};

const TYPES = ['click', 'keydown', 'submit'] as const;

/**
 * Records what the visitor does to the island from now on and hands the island to the module
 * that hydrates it as `settings` say and replays what was held.
 */
export function hydrateWithReplay(
  load: Parameters<ClientDirective>[0],
  el: HTMLElement,
  settings: ReplayOptions,
  loadAfterLoad: LoadAfterLoad,
): void {
  let module: Promise<AfterLoadModule> | undefined;
  // A module that cannot load (a failed request) must not leave the island without its code,
  // nor links outside it held for good: recording stops and the island hydrates at once. What
  // was held then is lost, but every later tap works.
  const withModule = (run: (loaded: AfterLoadModule) => void) =>
    void (module ??= loadAfterLoad()).then(run, () => {
      recording.stop();
      recording.start();
    });
  const recording: Recording = {
    el,
    settings,
    scope: settings.document ? document.documentElement : el,
    held: [],
    started: false,
    start: () => {
      if (recording.started) return;
      recording.started = true;
      void load().then((hydrate) => hydrate());
    },
    stop: () => {
      for (const type of TYPES) recording.scope.removeEventListener(type, record, true);
    },
  };

  const record = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    // A tap on a button's icon is a tap on the button (the icon may not survive hydration).
    const target = event.target.closest('button') ?? event.target;
    // Outside the island only clicks are held: a key press on a link becomes a click anyway, and
    // holding the key press back would cancel that click.
    if (settings.document && (event.type !== 'click' || !target.closest(settings.document))) return;
    const key = (event as Partial<KeyboardEvent>).key;
    const native = !settings.document && target.closest(NATIVE_CLICK) !== null;
    const onButton = target.closest('button') !== null;
    const submitsForm = asSubmitter(target) !== undefined;
    if (!shouldReplay({ type: event.type, key, native, onButton, submitsForm })) return;
    if (holdsDefault(event.type, settings.document !== undefined)) event.preventDefault();
    const submitter = asSubmitter((event as Partial<SubmitEvent>).submitter);
    recording.held.push({
      type: event.type,
      path: pathFrom(recording.scope, target),
      key,
      target,
      submitter: submitter && pathFrom(recording.scope, submitter),
      submitterElement: submitter,
    });
    // The module and its replayer are asked for beside the island's code, so the replay does
    // not wait for them.
    withModule((loaded) => void loaded.loadReplayer());
    recording.start();
  };

  for (const type of TYPES) recording.scope.addEventListener(type, record, true);

  el.addEventListener(
    'astro:hydrate',
    () => {
      // Inside the island React takes events itself from now on (hydrating on the spot if need
      // be), so recording stops at once; outside it, the module stops it once the island's
      // effects (its document listeners) have run.
      if (!settings.document) recording.stop();
      withModule((loaded) => loaded.replayWhenReady(recording));
    },
    { once: true },
  );

  // Nothing hydrates before the load event unless the visitor asks: a visible island's code
  // would otherwise be fetched while the page's largest image is still on its way.
  if (settings.when !== 'interaction')
    afterLoad(() => withModule((loaded) => loaded.scheduleHydration(recording)));
}

/**
 * The directive, given how to import replay-after-load.ts: the build's entry passes the hashed
 * file's address (build/replay-directive.mjs), tests the module itself.
 */
export const replayDirective =
  (loadAfterLoad: LoadAfterLoad): ClientDirective =>
  (load, options, el) => {
    const raw = options.value as ReplayOptions | string | boolean | undefined;
    // A string is a `when` (the type allows only those); a bare `client:replay` is "visible".
    const settings: ReplayOptions =
      typeof raw === 'string' && raw
        ? { when: raw as NonNullable<ReplayOptions['when']> }
        : typeof raw === 'object'
          ? raw
          : {};
    if (settings.when === 'personal' && !document.documentElement.dataset['visitor']) return;
    hydrateWithReplay(load, el, settings, loadAfterLoad);
  };
