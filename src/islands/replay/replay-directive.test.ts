// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import { REPLAYED_CLICK_ATTRIBUTE } from '../../domain/replayed-click.ts';
import { askForIsland } from '../../browser/island-asks.ts';
import * as afterLoadModule from './replay-after-load.ts';
import {
  hydrateWithReplay as recordAndHydrate,
  replayDirective,
  type ReplayOptions,
} from './replay-directive.ts';

/**
 * The directive against an island stand-in: its "hydration" attaches the handlers the real
 * island would have, then fires astro:hydrate as Astro does. Idle callbacks and animation frames
 * run when the test says, so "before" and "after" hydration are exact.
 */
let idle: (() => void)[] = [];
let idleOptions: (IdleRequestOptions | undefined)[] = [];
let frames: FrameRequestCallback[] = [];
let island: HTMLElement;
let outside: HTMLAnchorElement;

beforeEach(() => {
  idle = [];
  idleOptions = [];
  frames = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
    idle.push(run);
    idleOptions.push(options);
    return idle.length;
  });
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    frames.push(run);
    return frames.length;
  });
  document.body.innerHTML = `
    <astro-island ssr>
      <button type="button" id="toggle"><svg></svg></button>
      <a href="#section" id="jump">Jump</a>
      <div role="tablist"><button type="button" role="tab" id="tab">Tab</button></div>
      <form role="search" id="search">
        <input type="search" name="q" aria-label="Search support">
        <button type="submit" id="go"><span>Search</span></button>
      </form>
    </astro-island>
    <a href="/support/article/wireless/KM1" id="article">Article</a>`;
  island = document.querySelector('astro-island') as HTMLElement;
  outside = document.getElementById('article') as HTMLAnchorElement;
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The module the recorder imports after the load event or with the first held event, and the
 * replayer it asks for, counted: here both are already in memory, as cached copies would be.
 */
let afterLoadImports = 0;
let replayerAsks = 0;
beforeAll(() => afterLoadModule.loadReplayer());
beforeEach(() => {
  afterLoadImports = 0;
  replayerAsks = 0;
});
const loadAfterLoad = () => {
  afterLoadImports += 1;
  return Promise.resolve({
    ...afterLoadModule,
    loadReplayer: () => {
      replayerAsks += 1;
      return afterLoadModule.loadReplayer();
    },
  });
};
const hydrateWithReplay = (
  load: () => Promise<() => Promise<void>>,
  el: HTMLElement,
  settings: ReplayOptions,
) => recordAndHydrate(load, el, settings, loadAfterLoad);
const replay = replayDirective(loadAfterLoad);

const runIdle = () => {
  const due = idle;
  idle = [];
  for (const run of due) run();
};

/** A load() whose hydration adds `handlers` and reports astro:hydrate. */
function loader(handlers: () => void) {
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(async () => {
      handlers();
      island.removeAttribute('ssr');
      island.dispatchEvent(new CustomEvent('astro:hydrate'));
    });
  };
  return { load, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser draws a frame: its callbacks run, then the tasks they queued. */
const drawFrame = async () => {
  const due = frames;
  frames = [];
  for (const run of due) run(performance.now());
  await flush();
};

function visitorClick(target: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}
function visitorKey(target: Element, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** A tap on the island's button before it is ready starts hydration and reaches it once ready. */
async function expectTapReplayed(start: (load: () => Promise<() => Promise<void>>) => unknown) {
  let clicks = 0;
  const island$ = loader(() =>
    document.getElementById('toggle')!.addEventListener('click', () => (clicks += 1)),
  );
  start(island$.load);
  visitorClick(document.getElementById('toggle')!);
  await flush();
  expect(island$.loads()).toBe(1);
  runIdle();
  expect(clicks).toBe(1);
}

describe('client:replay', () => {
  describe('given an island that has not hydrated', () => {
    it('when the visitor taps a button, then hydration starts and the tap reaches the island once it is ready', async () => {
      const clicks: string[] = [];
      const { load, loads } = loader(() =>
        island.addEventListener('click', (event) => clicks.push((event.target as Element).id)),
      );
      hydrateWithReplay(load, island, { when: 'idle' });
      visitorClick(island.querySelector('svg') as Element);
      await flush();
      expect(loads()).toBe(1);
      expect(clicks).toEqual([]);
      runIdle();
      expect(clicks).toEqual(['toggle']);
    });

    it('when the visitor taps the same button twice, then it is replayed once', async () => {
      let clicks = 0;
      const { load } = loader(() => island.addEventListener('click', () => (clicks += 1)));
      hydrateWithReplay(load, island, { when: 'idle' });
      const button = island.querySelector('#toggle') as Element;
      visitorClick(button);
      visitorClick(button);
      await flush();
      runIdle();
      expect(clicks).toBe(1);
    });

    it('when the visitor presses ArrowRight on a tab, then the key is replayed to the tab', async () => {
      const keys: string[] = [];
      const { load } = loader(() =>
        island.addEventListener('keydown', (event) =>
          keys.push(`${(event.target as Element).id}:${event.key}`),
        ),
      );
      hydrateWithReplay(load, island, { when: 'idle' });
      visitorKey(island.querySelector('#tab') as Element, 'ArrowRight');
      await flush();
      runIdle();
      expect(keys).toEqual(['tab:ArrowRight']);
    });

    it('when the visitor taps a link in it, then the link is left to work natively', async () => {
      let clicks = 0;
      const { load } = loader(() => island.addEventListener('click', () => (clicks += 1)));
      hydrateWithReplay(load, island, { when: 'idle' });
      const event = visitorClick(island.querySelector('#jump') as Element);
      expect(event.defaultPrevented).toBe(false);
      runIdle();
      await flush();
      runIdle();
      expect(clicks).toBe(0);
    });
  });

  describe('given an island with a search form, before it hydrates', () => {
    /** What reached the page's own listener (after the island's): native submits go ahead. */
    let natives: string[];
    const onNativeSubmit = (event: Event) => {
      if (!event.defaultPrevented)
        natives.push(new FormData(event.target as HTMLFormElement).get('q') as string);
      // The page must stay for the test: jsdom does not navigate.
      event.preventDefault();
    };
    beforeEach(() => {
      natives = [];
      document.addEventListener('submit', onNativeSubmit);
      // The search hydrates when visible (plain client:replay); here it is not in view yet.
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => document.removeEventListener('submit', onNativeSubmit));

    /**
     * The island's own submit handler, as the hydrated search has it. Its code arrives when
     * `arrived` resolves (at once by default), as on a slow network.
     */
    function searchIsland(arrived: Promise<void> = Promise.resolve()) {
      const searches: { query: string; submitter: string | undefined }[] = [];
      const island$ = loader(() =>
        island.querySelector('form')!.addEventListener('submit', (event) => {
          event.preventDefault();
          const form = event.currentTarget as HTMLFormElement;
          searches.push({
            query: String(new FormData(form).get('q')),
            submitter: event.submitter?.id,
          });
        }),
      );
      const load = () => arrived.then(island$.load);
      hydrateWithReplay(load, island, {});
      return { searches, loads: island$.loads };
    }
    const box = () => island.querySelector('input') as HTMLInputElement;

    it('when the visitor types a query and taps Search, then the page stays, hydration starts, and the query is searched once the island is ready', async () => {
      const user = userEvent.setup({ delay: null });
      const { searches, loads } = searchIsland();
      await user.type(box(), 'unlock');
      await user.click(island.querySelector('#go span') as Element);
      expect(natives).toEqual([]);
      await flush();
      expect(loads()).toBe(1);
      expect(searches).toEqual([]);
      runIdle();
      expect(searches).toEqual([{ query: 'unlock', submitter: 'go' }]);
    });

    it('when the visitor presses Enter in the box, then the page stays and the query is searched once the island is ready', async () => {
      const user = userEvent.setup({ delay: null });
      const { searches, loads } = searchIsland();
      await user.type(box(), 'unlock{Enter}');
      expect(natives).toEqual([]);
      await flush();
      expect(loads()).toBe(1);
      runIdle();
      expect(searches).toEqual([{ query: 'unlock', submitter: 'go' }]);
    });

    it('when the visitor taps Search again with a new query, then one search is made, for the latest query', async () => {
      const user = userEvent.setup({ delay: null });
      let arrive = () => {};
      const { searches } = searchIsland(new Promise((resolve) => (arrive = resolve)));
      await user.type(box(), 'unlock');
      await user.click(island.querySelector('#go') as Element);
      await user.clear(box());
      await user.type(box(), 'unlock tablet');
      await user.click(island.querySelector('#go') as Element);
      expect(natives).toEqual([]);
      arrive();
      await flush();
      runIdle();
      expect(searches).toEqual([{ query: 'unlock tablet', submitter: 'go' }]);
    });

    it('when the island does not take the replayed submit, then the form submits as it would have', async () => {
      const user = userEvent.setup({ delay: null });
      hydrateWithReplay(loader(() => undefined).load, island, {});
      await user.type(box(), 'unlock{Enter}');
      await flush();
      expect(natives).toEqual([]);
      runIdle();
      expect(natives).toEqual(['unlock']);
    });
  });

  describe('given an island that acts on links outside itself', () => {
    it('when the visitor taps a matching link first, then its navigation is held and the click replayed to the island', async () => {
      const opened: string[] = [];
      const { load } = loader(() =>
        document.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a');
          if (!link) return;
          event.preventDefault();
          opened.push(link.id);
        }),
      );
      hydrateWithReplay(load, island, { when: 'idle', document: 'a[href*="/article/"]' });
      const first = visitorClick(outside);
      expect(first.defaultPrevented).toBe(true);
      await flush();
      runIdle();
      expect(opened).toEqual(['article']);
    });
  });

  describe('given an island that acts on links outside itself, when it replays a held click', () => {
    it('then the replayed click is marked as a replay while it is dispatched (the visitor’s was seen)', async () => {
      const seen: boolean[] = [];
      document.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a');
        if (link) seen.push(link.hasAttribute(REPLAYED_CLICK_ATTRIBUTE));
      });
      const { load } = loader(() => undefined);
      hydrateWithReplay(load, island, { when: 'idle', document: 'a[href*="/article/"]' });
      visitorClick(outside);
      await flush();
      runIdle();
      expect(seen).toEqual([false, true]);
      expect(outside.hasAttribute(REPLAYED_CLICK_ATTRIBUTE)).toBe(false);
    });
  });

  describe('given an island that acts on links outside itself, when the visitor presses Enter on one', () => {
    it('then the key press is left alone, so the link still gets its click', () => {
      const { load } = loader(() => undefined);
      hydrateWithReplay(load, island, { when: 'idle', document: 'a[href*="/article/"]' });
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      outside.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    });
  });

  describe('given an island that has hydrated', () => {
    it.each([
      { moment: 'before its replay has run (recording stopped as it hydrated)', replayRan: false },
      { moment: 'after its replay', replayRan: true },
    ])(
      'when the visitor taps $moment, then nothing is recorded or replayed',
      async ({ replayRan }) => {
        let clicks = 0;
        const { load } = loader(() => island.addEventListener('click', () => (clicks += 1)));
        hydrateWithReplay(load, island, { when: 'idle' });
        await drawFrame();
        runIdle();
        await flush();
        if (replayRan) runIdle();
        visitorClick(island.querySelector('#toggle') as Element);
        runIdle();
        expect(clicks).toBe(1);
      },
    );
  });

  describe('given an idle island on a page still loading', () => {
    it('then hydration waits for the load event, the frame after it and the idle time after that', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const island$ = loader(() => undefined);
      hydrateWithReplay(island$.load, island, { when: 'idle' });
      runIdle();
      await drawFrame();
      expect(island$.loads()).toBe(0);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      runIdle();
      await flush();
      expect(island$.loads()).toBe(0);
      await drawFrame();
      expect(island$.loads()).toBe(0);
      runIdle();
      await flush();
      expect(island$.loads()).toBe(1);
    });

    it('then the idle time it asks for has the deadline, so a browser never idle still hydrates it', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      hydrateWithReplay(loader(() => undefined).load, island, { when: 'idle' });
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await drawFrame();
      expect(idleOptions).toEqual([{ timeout: IDLE_DEADLINE_MS }]);
    });

    it('in a hidden tab, which draws no frames, then the load event is enough', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const island$ = loader(() => undefined);
      hydrateWithReplay(island$.load, island, { when: 'idle' });
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      // The module that schedules hydration arrives (from the cache: at once).
      await flush();
      runIdle();
      await flush();
      expect(island$.loads()).toBe(1);
      expect(frames).toEqual([]);
    });
  });

  describe('given an island that hydrates when visible, on a page still loading', () => {
    it('then it starts watching for visibility only after the load event and the frame after it', async () => {
      const observed: Element[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe(element: Element) {
            observed.push(element);
          }
          disconnect() {}
        },
      );
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      hydrateWithReplay(loader(() => undefined).load, island, {});
      expect(observed).toEqual([]);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await flush();
      expect(observed).toEqual([]);
      await drawFrame();
      expect(observed).toEqual([...island.children]);
    });
  });

  describe('given an island that hydrates when visible, on a loaded page', () => {
    /** An observer that sees the island `below` px under the screen's bottom edge. */
    const islandBelowScreen = (below: number) =>
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          callback: IntersectionObserverCallback;
          margin: number;
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.callback = callback;
            this.margin = Number.parseFloat(options?.rootMargin ?? '0');
          }
          observe(target: Element) {
            const entry = { isIntersecting: below < this.margin, target };
            this.callback(
              [entry as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
          }
          disconnect() {}
        },
      );

    it.each([
      { below: 0, loads: 1 },
      { below: 150, loads: 1 },
      { below: 199, loads: 1 },
      { below: 201, loads: 0 },
      { below: 600, loads: 0 },
    ])(
      'then, $below px under the screen, it loads $loads time(s): within 200 px it starts early (the lazy-load offset)',
      async ({ below, loads }) => {
        islandBelowScreen(below);
        vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
        const island$ = loader(() => undefined);
        hydrateWithReplay(island$.load, island, {});
        await drawFrame();
        await flush();
        expect(island$.loads()).toBe(loads);
      },
    );
  });

  describe("given an island that waits for the visitor's first interaction", () => {
    it('then it never loads on its own, and a matching click anywhere loads it and reaches it', async () => {
      const opened: string[] = [];
      const island$ = loader(() =>
        document.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a');
          if (link?.id === 'article') opened.push(link.id);
        }),
      );
      hydrateWithReplay(island$.load, island, {
        when: 'interaction',
        document: 'a[href*="/article/"]',
      });
      window.dispatchEvent(new Event('load'));
      runIdle();
      await flush();
      expect(island$.loads()).toBe(0);
      const held = visitorClick(outside);
      expect(held.defaultPrevented).toBe(true);
      await flush();
      expect(island$.loads()).toBe(1);
      runIdle();
      expect(opened).toEqual(['article']);
    });
  });

  describe('the module that takes over after the load event', () => {
    it('is imported only once the page has loaded and drawn the frame after it, and without its replayer when nobody taps', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      hydrateWithReplay(loader(() => undefined).load, island, { when: 'idle' });
      await drawFrame();
      expect(afterLoadImports).toBe(0);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(afterLoadImports).toBe(0);
      await drawFrame();
      expect(afterLoadImports).toBe(1);
      runIdle();
      await flush();
      runIdle();
      expect(replayerAsks).toBe(0);
    });

    describe('in a browser that reports its paints', () => {
      let paints: PerformancePaintTiming[];
      let observers: { report: () => void; disconnected: boolean }[];
      beforeEach(() => {
        paints = [];
        observers = [];
        vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
          type === 'paint' ? paints : [],
        );
        class FakeObserver {
          static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
          private readonly entry: { report: () => void; disconnected: boolean };
          constructor(callback: PerformanceObserverCallback) {
            this.entry = {
              disconnected: false,
              report: () => {
                if (!this.entry.disconnected)
                  callback({} as PerformanceObserverEntryList, this as never);
              },
            };
          }
          observe(options: PerformanceObserverInit) {
            if (options.type === 'paint') observers.push(this.entry);
          }
          disconnect() {
            this.entry.disconnected = true;
          }
        }
        vi.stubGlobal('PerformanceObserver', FakeObserver);
      });

      it('is imported only the frame after the first paint is on the screen when the page loaded before it', async () => {
        const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
        hydrateWithReplay(loader(() => undefined).load, island, { when: 'idle' });
        readyState.mockReturnValue('complete');
        window.dispatchEvent(new Event('load'));
        await drawFrame();
        await drawFrame();
        expect(afterLoadImports).toBe(0);
        expect(observers).toHaveLength(1);
        paints.push({ name: 'first-contentful-paint' } as PerformancePaintTiming);
        for (const observer of observers) observer.report();
        expect(afterLoadImports).toBe(0);
        await drawFrame();
        expect(afterLoadImports).toBe(1);
        for (const observer of observers) observer.report();
        await drawFrame();
        expect(afterLoadImports).toBe(1);
      });

      it('is imported the frame after the load event when the first paint came before it', async () => {
        paints.push({ name: 'first-contentful-paint' } as PerformancePaintTiming);
        const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
        hydrateWithReplay(loader(() => undefined).load, island, { when: 'idle' });
        readyState.mockReturnValue('complete');
        window.dispatchEvent(new Event('load'));
        expect(afterLoadImports).toBe(0);
        await drawFrame();
        expect(afterLoadImports).toBe(1);
        expect(observers).toHaveLength(0);
      });

      it('is imported at the load event in a hidden tab, which never paints', async () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
        hydrateWithReplay(loader(() => undefined).load, island, { when: 'idle' });
        readyState.mockReturnValue('complete');
        window.dispatchEvent(new Event('load'));
        await flush();
        expect(afterLoadImports).toBe(1);
        expect(observers).toHaveLength(0);
      });
    });

    it('is imported with the first held tap before the load event, beside the island, and only once, and asks for its replayer', async () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const island$ = loader(() => undefined);
      hydrateWithReplay(island$.load, island, { when: 'idle' });
      visitorClick(island.querySelector('#toggle') as Element);
      expect(afterLoadImports).toBe(1);
      expect(island$.loads()).toBe(1);
      await flush();
      expect(replayerAsks).toBe(1);
      visitorKey(island.querySelector('#tab') as Element, 'ArrowRight');
      await flush();
      expect(afterLoadImports).toBe(1);
    });

    it('is never imported for an island that waits for an interaction nobody makes', async () => {
      hydrateWithReplay(loader(() => undefined).load, island, {
        when: 'interaction',
        document: 'a[href*="/article/"]',
      });
      window.dispatchEvent(new Event('load'));
      await drawFrame();
      runIdle();
      await flush();
      expect(afterLoadImports).toBe(0);
    });
  });

  describe('given the module cannot be loaded (a failed request)', () => {
    it('then after the load event the island hydrates at once, and clicks outside it are no longer held', async () => {
      // A link of its own: the other tests' islands still hold article links.
      const link = document.createElement('a');
      link.href = '/support/guide/1';
      document.body.append(link);
      const island$ = loader(() => undefined);
      recordAndHydrate(island$.load, island, { when: 'idle', document: 'a[href*="/guide/"]' }, () =>
        Promise.reject(new Error('network')),
      );
      await drawFrame();
      await flush();
      expect(island$.loads()).toBe(1);
      // Seen at the link itself: after every listener that could hold it, before the page's own.
      let held: boolean | undefined;
      link.addEventListener('click', (event) => (held = event.defaultPrevented), true);
      visitorClick(link);
      expect(held).toBe(false);
    });
  });

  describe('given client:replay="personal"', () => {
    const directive = (load: () => Promise<() => Promise<void>>) =>
      replay(load, { name: 'replay', value: 'personal' }, island);
    afterEach(() => delete document.documentElement.dataset['visitor']);

    it('when the visitor is anonymous, then the island never loads, even on a tap', async () => {
      const island$ = loader(() => undefined);
      directive(island$.load);
      await drawFrame();
      runIdle();
      visitorClick(document.getElementById('toggle')!);
      await flush();
      expect(island$.loads()).toBe(0);
      expect(afterLoadImports).toBe(0);
    });

    it('when the pre-paint mark names a known visitor, then it hydrates once idle and replays a tap', async () => {
      document.documentElement.dataset['visitor'] = 'signed-in';
      await expectTapReplayed(directive);
    });
  });

  describe("given client:replay={{ ask }} (an island the page's code asks for)", () => {
    let asks = 0;
    /** Each test's island has a name of its own: an ask stays on the page. */
    const directive = (load: () => Promise<() => Promise<void>>) => {
      asks += 1;
      const name = `part-${asks}`;
      // Astro passes the option's value as the page's JSON has it; its type says only strings.
      const value = { ask: name } as unknown as string;
      replay(load, { name: 'replay', value }, island);
      return name;
    };

    it('then it loads neither once idle nor when visible, only when asked', async () => {
      const island$ = loader(() => undefined);
      const name = directive(island$.load);
      await drawFrame();
      runIdle();
      await flush();
      expect(afterLoadImports).toBe(1);
      expect(island$.loads()).toBe(0);
      askForIsland(name);
      askForIsland(name);
      await flush();
      expect(island$.loads()).toBe(1);
    });

    it('when the page asked before the directive’s module arrived, then it loads once the module is there', async () => {
      const island$ = loader(() => undefined);
      askForIsland(`part-${asks + 1}`);
      directive(island$.load);
      expect(island$.loads()).toBe(0);
      await drawFrame();
      await flush();
      expect(island$.loads()).toBe(1);
    });

    it('when the visitor taps it before anyone asks, then it loads at once and the tap is replayed', async () => {
      await expectTapReplayed(directive);
    });
  });
});
