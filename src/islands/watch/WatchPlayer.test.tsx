// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../../domain/log.ts';
import { CTA_HEIGHTS, ctaSizeClass } from '../../video/model/layout.ts';
import WatchPlayer, { type WatchPlayerProps } from './WatchPlayer.tsx';
import { $seekRequest, $watchTime } from './watch-player-store.ts';

const HERE = 'src/islands/watch';

const props: WatchPlayerProps = {
  videoId: '9100003',
  poster: '/media/support/videos/wls_9100003/wls_9100003_480.jpg',
  title: 'Set up your new phone, step by step',
  durationText: '2:00',
};

const FEED = {
  common: {
    adminDisplay: 'wls_9100003',
    folderPath: 'support/videos',
    windowTitle: 'Set up your new phone, step by step',
    length: '2:00',
    state: 'Active',
    timelineCaptions: '[{"b":"0:00","t":"Welcome.","e":"0:05"}]',
  },
};

/** The page around the island: its transcript, as the watch page renders it. */
const TRANSCRIPT = `
  <ol data-watch-transcript>
    <li data-start="0" data-end="5"><a href="/support/videos/9100003" data-seek="0"><time datetime="PT0S">0:00</time></a> <span>Welcome.</span></li>
    <li data-start="75" data-end="80"><a href="/support/videos/9100003?t=75" data-seek="75"><time datetime="PT1M15S">1:15</time></a> <span>Sign in.</span></li>
  </ol>`;

let feedGate: Promise<void> = Promise.resolve();
let restoreLog: () => void;
let root: Root | undefined;
beforeEach(() => {
  restoreLog = setLogSink(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await feedGate;
      return new Response(JSON.stringify(FEED), { status: 200 });
    }),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  $seekRequest.set(undefined);
  $watchTime.set(undefined);
  window.history.replaceState(null, '', '/');
  feedGate = Promise.resolve();
  restoreLog();
});

/** The island's server HTML in the page, then hydrated as the browser does it. */
function hydrated(extra: Partial<WatchPlayerProps> = {}, page = '') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WatchPlayer {...props} {...extra} />);
  document.body.innerHTML = page;
  document.body.prepend(container);
  act(() => {
    root = hydrateRoot(container, <WatchPlayer {...props} {...extra} />);
  });
  return container;
}

/** The widget's code is imported on first use, which takes a while on a busy machine. */
const LONG = { timeout: 10_000 };
const frame = (container: HTMLElement) =>
  container.querySelector('img[fetchpriority]')?.parentElement;
const seekSlider = () => screen.findByRole('slider', { name: 'Seek' }, { timeout: 10_000 });

describe('WatchPlayer on the server', () => {
  it('renders the poster frame only: the LCP image with its size, a play button, the duration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WatchPlayer {...props} />);
    document.body.append(container);
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', props.poster);
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('width', '480');
    expect(poster).toHaveAttribute('height', '270');
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).not.toHaveAttribute('loading');
    expect(
      within(container).getByRole('button', { name: `Play video: ${props.title}` }),
    ).toBeInTheDocument();
    expect(container).toHaveTextContent('Duration 2:00');
    expect(container.querySelector('[data-video-id]')).toBeNull();
  });

  it('in Spanish, with an English title marked as English', () => {
    const html = renderToString(<WatchPlayer {...props} locale="es" titleLang="en" />);
    expect(html).toContain('Reproducir video: <span lang="en">Set up your new phone');
    expect(html).toContain('Duración');
  });
});

describe('WatchPlayer in the browser', () => {
  it("loads the widget under the frame, then shows its tile in the frame's place", async () => {
    let open = () => {};
    feedGate = new Promise((resolve) => (open = resolve));
    const container = hydrated();
    const widget = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-video-id="9100003"]');
      if (!found) throw new Error('no widget yet');
      return found;
    }, LONG);
    expect(widget.parentElement).toHaveAttribute('data-covered', 'true');
    expect(frame(container)).not.toHaveAttribute('hidden');
    await act(async () => open());
    await waitFor(() => expect(frame(container)).toHaveAttribute('hidden'), LONG);
    expect(widget.parentElement).not.toHaveAttribute('data-covered');
    expect(
      within(widget).getByRole('button', { name: `Play video: ${props.title}` }),
    ).toBeVisible();
  });

  it("owns the page's dataLayer, so the player's events reach it", async () => {
    delete window.dataLayer;
    hydrated();
    await waitFor(
      () =>
        expect(window.dataLayer).toContainEqual(
          expect.objectContaining({ event: 'Video_Impression' }),
        ),
      LONG,
    );
    delete window.dataLayer;
  });

  it('keeps the frame, and the time links as links, when the widget cannot load the video', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const container = hydrated({}, TRANSCRIPT);
    await waitFor(() => expect(container.querySelector('[data-video-error]')).not.toBeNull(), LONG);
    expect(frame(container)).not.toHaveAttribute('hidden');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('[data-watch-transcript] a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('a press on the frame before the video is ready plays it once it is', async () => {
    let open = () => {};
    feedGate = new Promise((resolve) => (open = resolve));
    const container = hydrated();
    const play = within(container).getAllByRole('button', {
      name: `Play video: ${props.title}`,
    })[0] as HTMLElement;
    fireEvent.click(play);
    expect(container).toHaveTextContent('Loading video');
    await act(async () => open());
    expect(
      await screen.findByRole('group', { name: 'Video controls' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['75', '75'],
    ['1m15s', '75'],
    ['soon', '0'],
    ['500', '0'],
  ])('?t=%s: the first play starts at %s s', async (moment, expected) => {
    window.history.replaceState(null, '', `/support/videos/9100003?t=${moment}`);
    const container = hydrated();
    await waitFor(() => expect(frame(container)).toHaveAttribute('hidden'), LONG);
    const widget = container.querySelector('[data-video-id]') as HTMLElement;
    fireEvent.click(within(widget).getByRole('button', { name: `Play video: ${props.title}` }));
    expect(await seekSlider()).toHaveAttribute('aria-valuenow', expected);
  });

  it("a transcript line's time plays from there and the line is marked while it plays", async () => {
    const container = hydrated({}, TRANSCRIPT);
    await waitFor(() => expect(frame(container)).toHaveAttribute('hidden'), LONG);
    const line = document.querySelectorAll('[data-watch-transcript] li')[1] as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void line.querySelector('a')?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(await seekSlider()).toHaveAttribute('aria-valuenow', '75');
    await waitFor(() => expect(line).toHaveAttribute('aria-current', 'true'), LONG);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    // Closed, the player has no time: no line is current.
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(line).not.toHaveAttribute('aria-current'));
  });
});

describe("the frame's height is the tile's at every width", () => {
  /** A stylesheet's `(above: height)` steps of the tile's heights map. */
  const steps = (file: string, name: string) => {
    const text = readFileSync(path.join(HERE, file), 'utf8');
    const map = new RegExp(`\\$${name}:\\s*\\(([^)]*)\\)`).exec(text)?.[1] ?? '';
    return [...map.matchAll(/(\d+)px:\s*(\d+)px/g)].map((m) => [Number(m[1]), Number(m[2])]);
  };
  /** The widths above which the tile's height changes, read off the layout rule itself. */
  const ruleSteps = () => {
    const found: number[][] = [];
    for (let width = 1; width <= 854; width += 1) {
      const height = CTA_HEIGHTS[ctaSizeClass(width)];
      if (height !== CTA_HEIGHTS[ctaSizeClass(width - 1)]) found.push([width - 1, height]);
    }
    return found;
  };

  it('follows the layout rule and the tile stylesheet', () => {
    const frameSteps = steps('WatchPlayer.module.scss', 'tile-heights-above');
    expect(frameSteps).toEqual(ruleSteps());
    expect(frameSteps).toEqual(
      steps('../VideoWidget/VideoWidget.module.scss', 'cta-heights-above'),
    );
    const css = readFileSync(path.join(HERE, 'WatchPlayer.module.scss'), 'utf8');
    expect(css).toContain(`$tile-height-min: ${CTA_HEIGHTS[ctaSizeClass(0)]}px;`);
  });
});
