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
 * `client:replay={{ when: 'interaction', document: 'a[href*="/x/"]' }}` is for an island that
 * acts on elements outside itself (the article drawer opens links anywhere on the page): clicks
 * on matching elements anywhere are held back (their default prevented) and replayed the same
 * way; a replayed link click the island does not take navigates as the link would have. With
 * `when: 'interaction'` the island loads only with the first such click, never before.
 */
import type { ClientDirective } from 'astro';
import { clickAsReplay } from '../../domain/replayed-click.ts';
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import {
  enqueue,
  holdsDefault,
  LAZY_LOAD_OFFSET_PX,
  NATIVE_CLICK,
  shouldReplay,
  type Recorded,
} from './replay-rules.ts';

export interface ReplayOptions {
  when?: 'visible' | 'idle' | 'personal' | 'interaction';
  document?: string;
}

const pathFrom = (root: Element, target: Element): number[] => {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
};

const follow = (root: Element, path: number[]): Element | undefined => {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
};

type Submitter = HTMLButtonElement | HTMLInputElement;

/** The element as a submit button of a form (of `form`, when one is given). */
const asSubmitter = (element: Element | null | undefined, form?: HTMLFormElement) =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
  element.type === 'submit' &&
  element.form !== null &&
  (form === undefined || element.form === form)
    ? (element as Submitter)
    : undefined;

/**
 * Hydration that can wait starts after the page's load event and the frame that follows it: the
 * code it fetches then never competes with the first paint and the hero image for a phone's
 * bandwidth. On a slow phone the first frame can come after `load` (the poster, loaded by then,
 * is painted in it), and code requested at the event itself arrived before that paint. A hidden
 * tab draws no frames, so there the event is enough.
 */
const afterLoad = (run: () => void) => {
  const afterFrame = () => {
    if (document.visibilityState === 'hidden') run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (document.readyState === 'complete') afterFrame();
  else window.addEventListener('load', afterFrame, { once: true });
};

/**
 * Runs once the main thread is idle: after a hydration, React has then finished it and run the
 * island's effects (its work is queued as tasks, which come before idle time). The deadline keeps
 * a page the browser never reports idle from holding hydration or the replay back for good.
 */
const afterWork = (run: () => void, timeout = IDLE_DEADLINE_MS) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
};

/** Hydrates the island as `settings` say, holding and replaying what the visitor did first. */
export function hydrateWithReplay(
  load: Parameters<ClientDirective>[0],
  el: HTMLElement,
  settings: ReplayOptions,
): void {
  const scope: Element = settings.document ? document.documentElement : el;
  const targets = new Map<Recorded, Element>();
  const submitters = new Map<Recorded, Submitter>();
  let queue: Recorded[] = [];
  let started = false;
  // Calls start() only from its callback, which comes after start() is defined.
  const observer =
    settings.when === 'idle' || settings.when === 'personal' || settings.when === 'interaction'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          },
          { rootMargin: `${LAZY_LOAD_OFFSET_PX}px 0px` },
        );

  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    void (async () => {
      const hydrate = await load();
      await hydrate();
    })();
  };

  const record = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    // A tap on a button's icon is a tap on the button (the icon may not survive hydration).
    const target = event.target.closest('button') ?? event.target;
    // Outside the island only clicks are held: a key press on a link becomes a click anyway, and
    // holding the key press back would cancel that click.
    if (settings.document && (event.type !== 'click' || !target.closest(settings.document))) return;
    const key = event instanceof KeyboardEvent ? event.key : undefined;
    const native = !settings.document && target.closest(NATIVE_CLICK) !== null;
    const onButton = target.closest('button') !== null;
    const submitsForm = asSubmitter(target) !== undefined;
    if (!shouldReplay({ type: event.type, key, native, onButton, submitsForm })) return;
    if (holdsDefault(event.type, settings.document !== undefined)) event.preventDefault();
    const submitter = event instanceof SubmitEvent ? asSubmitter(event.submitter) : undefined;
    const item: Recorded = {
      type: event.type,
      path: pathFrom(scope, target),
      key,
      ...(submitter ? { submitter: pathFrom(scope, submitter) } : {}),
    };
    const next = enqueue(queue, item);
    if (next.length > queue.length) {
      targets.set(item, target);
      if (submitter) submitters.set(item, submitter);
    }
    queue = next;
    start();
  };

  /**
   * Submits the form again, now that the island listens: through its submit button when one
   * made the first submit, so the island sees the same submitter. A form the island does not
   * take submits as it would have.
   */
  const resubmit = (form: HTMLFormElement, item: Recorded) => {
    const found = submitters.get(item);
    const button = found?.isConnected ? found : item.submitter && follow(scope, item.submitter);
    form.requestSubmit(asSubmitter(button, form));
  };

  const types = ['click', 'keydown', 'submit'] as const;
  for (const type of types) scope.addEventListener(type, record, true);
  const stopRecording = () => {
    for (const type of types) scope.removeEventListener(type, record, true);
  };

  el.addEventListener(
    'astro:hydrate',
    () => {
      // Inside the island React now takes events itself (hydrating on the spot if need be);
      // outside it, the island's document listeners exist only once its effects have run.
      if (!settings.document) stopRecording();
      afterWork(() => {
        stopRecording();
        for (const item of queue) {
          const found = targets.get(item);
          const target = found?.isConnected ? found : follow(scope, item.path);
          if (!(target instanceof HTMLElement)) continue;
          if (item.type === 'submit') {
            if (target instanceof HTMLFormElement) resubmit(target, item);
          } else if (item.type === 'click') {
            // Outside the island every listener saw the visitor's click already (only its
            // default was held): the repeat is marked so analytics does not count it again.
            if (settings.document) clickAsReplay(target);
            else target.click();
          } else
            target.dispatchEvent(
              new KeyboardEvent('keydown', {
                key: item.key ?? '',
                bubbles: true,
                cancelable: true,
              }),
            );
        }
        queue = [];
        targets.clear();
        submitters.clear();
      }, 1000);
    },
    { once: true },
  );

  // Nothing hydrates before the load event unless the visitor asks: a visible island's code
  // would otherwise be fetched while the page's largest image is still on its way.
  if (observer)
    afterLoad(() => {
      if (!started) for (const child of el.children) observer.observe(child);
    });
  else if (settings.when !== 'interaction') afterLoad(() => afterWork(start));
}

const replay: ClientDirective = (load, options, el) => {
  const raw = options.value as ReplayOptions | string | boolean | undefined;
  const settings: ReplayOptions =
    raw === 'idle' || raw === 'visible' || raw === 'personal'
      ? { when: raw }
      : typeof raw === 'object'
        ? raw
        : {};
  if (settings.when === 'personal' && !document.documentElement.dataset['visitor']) return;
  hydrateWithReplay(load, el, settings);
};

export default replay;
