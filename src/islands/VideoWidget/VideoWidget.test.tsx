// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideoWidget from './VideoWidget.tsx';
import { setLogSink } from '../../domain/log.ts';
import { loadMetadata } from '../../video/feed.ts';
import type * as Feed from '../../video/feed.ts';

// loadMetadata keeps its real behaviour (the tests stub fetch) unless a test makes it throw.
vi.mock('../../video/feed.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Feed>();
  return { ...actual, loadMetadata: vi.fn(actual.loadMetadata) };
});

const feed = (patch: Record<string, unknown> = {}) => ({
  common: {
    adminDisplay: 'wls_5001039',
    folderPath: 'support/videos',
    windowTitle: 'Feed title',
    length: '0:10',
    state: 'Active',
    launchDate: '2024-03-14',
    category: ['attvideo_category:support/wireless'],
    timelineCaptions: '[{"b":"0:00","t":"Hello there.","e":"0:02"}]',
    ...patch,
  },
});

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

let restoreLog: () => void;
beforeEach(() => {
  restoreLog = setLogSink(() => {});
  window.dataLayer = [];
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  restoreLog();
  delete window.dataLayer;
});

const events = () => (window.dataLayer as { event: string }[]).map((e) => e.event);

describe('VideoWidget', () => {
  it('shows a loader, then the poster tile, and reports an impression', async () => {
    const fetch = respond(200, feed());
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<VideoWidget videoId="5001039" options={{ showTitle: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    expect(
      await screen.findByRole('button', { name: 'Play video: Feed title' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/idpcms/videos/prod/5001039.cmsfeed.js', expect.anything());
    expect(container.firstChild).toHaveAttribute('data-metadata-origin', 'feed');
    expect(events()).toEqual(['Video_Impression']);
  });

  it('uses the built-in sample when the service fails', async () => {
    vi.stubGlobal('fetch', respond(503, { error: 'down' }));
    const { container } = render(<VideoWidget videoId="5001039" options={{ showTitle: true }} />);
    expect(
      await screen.findByRole('button', { name: 'Play video: How to restart your phone' }),
    ).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-metadata-origin', 'sample');
  });

  it('shows the hidden error view and reports an invalid id', async () => {
    vi.stubGlobal('fetch', respond(404, { error: 'no video' }));
    render(<VideoWidget videoId="0000000" additionalAnalyticsData={{ pageName: 'x' }} />);
    expect(await screen.findByText('Error occured while retriving metadata')).toHaveAttribute(
      'data-video-error',
      'Failure_ID_Invalid',
    );
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'Video_Error_Display',
      errorType: 'Failure_ID_Invalid',
      statusMessage: 'Video ID is invalid',
      successFlag: '0',
      pageName: 'x',
    });
  });

  it('opens the player on a poster click and returns to the tile on close', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" options={{ showTitle: true, volume: 40 }} />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
    // The player is a lazy chunk: its first import is transformed on demand, which takes more
    // than findBy's default second on a busy machine.
    const controls = await screen.findByRole(
      'group',
      { name: 'Video controls' },
      { timeout: 10_000 },
    );
    expect(within(controls).getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // The playback engine (src/video/engine.ts) attaches the source after the player mounts.
    await waitFor(() =>
      expect(document.querySelector('video')?.getAttribute('src')).toBe(
        '/media/support/videos/wls_5001039/wls_5001039_480.mp4',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Play video: Feed title' })).toHaveFocus(),
    );
  });

  it('a changed videoId closes the open player: the new video waits for its own click and tracker', async () => {
    const fetch = vi.fn(async (url: string) => {
      const id = /prod\/(\w+)\.cmsfeed/.exec(url)?.[1] ?? '';
      return new Response(
        JSON.stringify(feed({ adminDisplay: `wls_${id}`, windowTitle: `Video ${id}` })),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const view = render(<VideoWidget videoId="5001039" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Video 5001039' }));
    expect(await screen.findByRole('group', { name: 'Video controls' })).toBeInTheDocument();

    view.rerender(<VideoWidget videoId="5000858" />);
    expect(document.querySelector('video')).toBeNull();
    const poster = await screen.findByRole('button', { name: 'Play video: Video 5000858' });
    expect(document.querySelector('video')).toBeNull();

    await user.click(poster);
    const controls = await screen.findByRole('group', { name: 'Video controls' });
    await user.click(within(controls).getByRole('button', { name: 'Mute' }));
    const interact = (window.dataLayer as Record<string, string>[]).filter(
      (e) => e['event'] === 'Video_Interact',
    );
    expect(interact).toEqual([
      expect.objectContaining({ mediaId: '5000858', videoControlName: 'Mute Toggle' }),
    ]);
  });

  it('opens as a modal dialog in document.body when asked; Escape closes it', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" options={{ modal: true }} />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feed title' });
    expect(dialog.closest('[data-video-id]')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('VideoWidget when loading metadata throws', () => {
  afterEach(() => vi.mocked(loadMetadata).mockReset());

  it('shows the error view (and reports it) instead of spinning forever', async () => {
    vi.mocked(loadMetadata).mockRejectedValue(new TypeError('boom'));
    render(<VideoWidget videoId="5001039" />);
    expect(await screen.findByText('Error occured while retriving metadata')).toHaveAttribute(
      'data-video-error',
      'Failure_ID_Invalid',
    );
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'Video_Error_Display',
        errorType: 'Failure_ID_Invalid',
        statusCode: '404',
        successFlag: '0',
      }),
    ]);
  });

  it('ignores an AbortError: the loader stays and nothing is reported', async () => {
    vi.mocked(loadMetadata).mockRejectedValue(new DOMException('aborted', 'AbortError'));
    render(<VideoWidget videoId="5001039" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    expect(window.dataLayer).toEqual([]);
  });
});

describe('custom mode while metadata loads (spec §2 loader)', () => {
  it("shows 'Loading...' over the caller's content, then the button that opens the player", async () => {
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify(feed()), { status: 200 }));
          }),
      ),
    );
    const { container } = render(
      <VideoWidget videoId="5001039" options={{ customCTAdisplay: true }}>
        <p>Watch our restart guide</p>
      </VideoWidget>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading\.\.\.$/);
    // Visible text, not the spinner's hidden label.
    expect(status.className).not.toMatch(/visuallyHidden|spinner/);
    expect(screen.getByText('Watch our restart guide')).toBeInTheDocument();
    // The state has no page to scan end to end (no page passes custom content): axe here, with
    // the e2e helper's rule sets; 'region' is the page's concern, not a fragment's.
    const scan = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { region: { enabled: false } },
    });
    expect(scan.violations).toEqual([]);
    release();
    expect(await screen.findByRole('button', { name: 'Play video: Feed title' })).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('Watch our restart guide')).toBeInTheDocument();
  });

  it('without custom content the loader is the spinner with its hidden label only', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<VideoWidget videoId="5001039" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading video$/);
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});

describe('when every source fails (spec §8: no other visible error message)', () => {
  it('returns to the tile, focus on its play button, with the hidden error view as a status', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    // jsdom plays neither HLS nor MSE: the mp4's error ends the plan.
    act(() => void fireEvent(video, new Event('error')));
    const play = await screen.findByRole('button', { name: 'Play video: Feed title' });
    await waitFor(() => expect(play).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Catch all for any other playback related issues',
    );
    expect(document.querySelector('[data-video-error="Failure_Playback"]')).not.toBeNull();
    expect(screen.queryByText(/Sorry/)).toBeNull();
    expect(
      (window.dataLayer as Record<string, string>[]).filter(
        (e) => e['event'] === 'Video_Error_Display',
      ),
    ).toEqual([expect.objectContaining({ errorType: 'Failure_Playback', successFlag: '0' })]);
    // A press tries again: the player opens and the error view is gone.
    await user.click(play);
    expect(await screen.findByRole('group', { name: 'Video controls' })).toBeInTheDocument();
    expect(document.querySelector('[data-video-error]')).toBeNull();
  });
});

describe('a chosen related video (spec §7: its metadata is fetched again)', () => {
  it('is fetched when chosen, the end screen waiting on it, and plays with what that fetch returned', async () => {
    const calls: string[] = [];
    let releaseChoice = () => {};
    const fetch = vi.fn(async (url: string) => {
      const id = /prod\/(\w+)\.cmsfeed/.exec(url)?.[1] ?? '';
      calls.push(id);
      if (id === '5001039')
        return new Response(JSON.stringify(feed({ recommendedVideoIds: ['5000858'] })), {
          status: 200,
        });
      const title = calls.filter((c) => c === id).length === 1 ? 'Listed title' : 'Fresh title';
      const body = JSON.stringify(feed({ adminDisplay: 'wls_5000858', windowTitle: title }));
      if (title === 'Listed title') return new Response(body, { status: 200 });
      await new Promise<void>((resolve) => (releaseChoice = resolve));
      return new Response(body, { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    act(() => void fireEvent(video, new Event('ended')));
    const listed = await screen.findByRole('button', { name: 'Play video: Listed title' });
    expect(calls.filter((id) => id === '5000858')).toHaveLength(1);

    await user.click(listed);
    expect(calls.filter((id) => id === '5000858')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Related Videos:' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Loading video').closest('[role="status"]')).not.toBeNull();
    await act(async () => releaseChoice());
    expect(await screen.findByRole('region', { name: 'Fresh title' })).toBeInTheDocument();

    // The same reports as before the tiles: the choice, then the chosen video's own events.
    const layer = () => window.dataLayer as Record<string, string>[];
    expect(layer()).toContainEqual(
      expect.objectContaining({
        event: 'Video_Interact',
        videoControlName: 'Related Video',
        videoControlActionValue: '5000858',
        videoControlAction: '1',
        mediaId: '5001039',
      }),
    );
    const chosen = document.querySelector('video');
    if (!chosen) throw new Error('no video');
    act(() => void fireEvent(chosen, new Event('playing')));
    expect(layer()).toContainEqual(
      expect.objectContaining({
        event: 'Video_Commence',
        mediaId: '5000858',
        recommendedVideoId: '5000858',
        recommendedVideoFriendlyName: 'Fresh title',
      }),
    );
  });

  it('plays the listed copy when the fetch at the choice fails, and logs it', async () => {
    const logged: string[] = [];
    restoreLog();
    restoreLog = setLogSink((_level, _source, message) => logged.push(message));
    let related = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('5001039'))
          return new Response(JSON.stringify(feed({ recommendedVideoIds: ['5000858'] })), {
            status: 200,
          });
        related += 1;
        if (related > 1) return new Response('{}', { status: 503 });
        return new Response(
          JSON.stringify(feed({ adminDisplay: 'wls_5000858', windowTitle: 'Listed title' })),
          { status: 200 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" />);
    await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    act(() => void fireEvent(video, new Event('ended')));
    await user.click(await screen.findByRole('button', { name: 'Play video: Listed title' }));
    expect(await screen.findByRole('region', { name: 'Listed title' })).toBeInTheDocument();
    expect(logged.some((line) => line.includes('cms route call failed: 5000858'))).toBe(true);
  });
});

describe('the radius input and videoStyles reach the player, in a modal too', () => {
  it.each([false, true])(
    'modal %s: the player carries --video-radius and the video area size',
    async (modal) => {
      vi.stubGlobal('fetch', respond(200, feed()));
      const user = userEvent.setup();
      render(
        <VideoWidget
          videoId="5001039"
          radius={12}
          options={{ modal, videoStyles: { height: '200px' }, roundedCornersClassName: 'rounded' }}
        />,
      );
      await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
      const player = await waitFor(() => {
        const element = document.querySelector<HTMLElement>('[data-layout]');
        if (!element) throw new Error('no player yet');
        return element;
      });
      expect(player.style.getPropertyValue('--video-radius')).toBe('12px');
      expect(player).toHaveClass('rounded');
      expect(document.querySelector('video')?.parentElement?.style.height).toBe('200px');
    },
  );
});

describe('the page language', () => {
  it('names the tile, its loader and its duration in Spanish on a Spanish page', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    render(<VideoWidget videoId="5001039" options={{ showTime: true }} locale="es" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando el video$/);
    const play = await screen.findByRole('button', { name: 'Reproducir video: Feed title' });
    expect(play).toBeVisible();
    expect(screen.getByText('Duración', { exact: false })).toHaveTextContent('Duración');
    // Analytics values stay data: the impression is the same event on every page.
    expect(events()).toContain('Video_Impression');
  });

  it("shows custom mode's loader text in Spanish", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(
      <VideoWidget videoId="5001039" options={{ customCTAdisplay: true }} locale="es">
        <p>Vea nuestra guía</p>
      </VideoWidget>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando\.\.\.$/);
  });

  it('announces the hidden metadata error in Spanish, reporting the same error type', async () => {
    vi.stubGlobal('fetch', respond(200, feed({ state: 'EOL' })));
    render(<VideoWidget videoId="5001039" locale="es" />);
    expect(
      await screen.findByText('Se produjo un error al obtener la información del video'),
    ).toHaveAttribute('data-video-error', 'Failure_ID_Expired');
  });
});

describe('the metadata in the page language', () => {
  /** The service answers `es` for locale=es-US and the English feed otherwise. */
  const byLanguage = (es: () => Response) =>
    vi.fn(async (url: string | URL | Request) =>
      String(url).includes('locale=es-US') ? es() : new Response(JSON.stringify(feed())),
    );

  it('asks in Spanish on a Spanish page and shows the Spanish title, unmarked', async () => {
    const fetch = byLanguage(
      () => new Response(JSON.stringify(feed({ windowTitle: 'Cómo reiniciar su teléfono' }))),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <VideoWidget videoId="5001039" options={{ showTitle: true }} locale="es" />,
    );
    expect(
      await screen.findByRole('button', { name: 'Reproducir video: Cómo reiniciar su teléfono' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/idpcms/videos/prod/5001039.cmsfeed.js?locale=es-US',
      expect.anything(),
    );
    expect(container.querySelector('[lang="en"]')).toBeNull();
  });

  it('marks the English metadata standing in for a Spanish one lang="en": title and play button', async () => {
    vi.stubGlobal(
      'fetch',
      byLanguage(() => new Response('{"error":"no es"}', { status: 404 })),
    );
    render(<VideoWidget videoId="5001039" options={{ showTitle: true }} locale="es" />);
    const play = await screen.findByRole('button', { name: 'Reproducir video: Feed title' });
    // The name's own words stay Spanish; only the title inside it is English.
    expect(play).not.toHaveAttribute('aria-label');
    const inName = within(play).getByText('Feed title');
    expect(inName).toHaveAttribute('lang', 'en');
    expect(inName.parentElement?.closest('[lang]')).toHaveAttribute('lang', 'es');
    const title = screen.getAllByText('Feed title').find((element) => element !== inName);
    expect(title).toHaveAttribute('lang', 'en');
  });

  it('marks nothing on an English page, whose play button keeps its aria-label', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const { container } = render(<VideoWidget videoId="5001039" options={{ showTitle: true }} />);
    const play = await screen.findByRole('button', { name: 'Play video: Feed title' });
    expect(play).toHaveAttribute('aria-label', 'Play video: Feed title');
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

describe('the start option and a host following the player (onTime, seekRequest)', () => {
  const slider = () => screen.findByRole('slider', { name: 'Seek' }, { timeout: 10_000 });
  const play = () => screen.findByRole('button', { name: 'Play video: Feed title' });

  it('the first play starts at `start`; after closing, the next play starts at 0', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" options={{ start: 6 }} />);
    await user.click(await play());
    expect(await slider()).toHaveAttribute('aria-valuenow', '6');
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await user.click(await play());
    expect(await slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('a start past the end is ignored, with a warning', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const lines: string[] = [];
    restoreLog();
    restoreLog = setLogSink((level, _source, message) => lines.push(`${level} ${message}`));
    const user = userEvent.setup();
    render(<VideoWidget videoId="5001039" options={{ start: 10 }} />);
    await user.click(await play());
    expect(await slider()).toHaveAttribute('aria-valuenow', '0');
    expect(lines).toContainEqual(
      expect.stringMatching(/^warn start 10 s is past the end of 5001039/),
    );
  });

  it('a request while closed opens the player there (and uses up the start); onTime follows it', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    const onTime = vi.fn();
    const view = render(<VideoWidget videoId="5001039" options={{ start: 2 }} onTime={onTime} />);
    await play();
    view.rerender(
      <VideoWidget
        videoId="5001039"
        options={{ start: 2 }}
        onTime={onTime}
        seekRequest={{ seconds: 8 }}
      />,
    );
    expect(await slider()).toHaveAttribute('aria-valuenow', '8');
    expect(onTime).toHaveBeenLastCalledWith(8);
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onTime).toHaveBeenLastCalledWith(undefined);
    await user.click(await play());
    expect(await slider()).toHaveAttribute('aria-valuenow', '0');
  });

  it('a request that came before the metadata waits for it', async () => {
    let release = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify(feed()), { status: 200 }));
          }),
      ),
    );
    render(<VideoWidget videoId="5001039" seekRequest={{ seconds: 5 }} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    release();
    expect(await slider()).toHaveAttribute('aria-valuenow', '5');
  });

  it('an open player takes a new request; closing does not reopen it', async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const user = userEvent.setup();
    const view = render(<VideoWidget videoId="5001039" />);
    await user.click(await play());
    expect(await slider()).toHaveAttribute('aria-valuenow', '0');
    const request = { seconds: 3 };
    view.rerender(<VideoWidget videoId="5001039" seekRequest={request} />);
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '3'),
    );
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await play();
    view.rerender(<VideoWidget videoId="5001039" seekRequest={request} />);
    expect(screen.queryByRole('slider', { name: 'Seek' })).toBeNull();
  });
});

describe('the options customCTAStyle and isScroll', () => {
  it("customCTAStyle: the host's inline style is on the tile around the play button", async () => {
    vi.stubGlobal('fetch', respond(200, feed()));
    render(
      <VideoWidget
        videoId="5001039"
        options={{ customCTAStyle: { borderRadius: '12px', backgroundColor: 'rgb(0, 32, 96)' } }}
      />,
    );
    const play = await screen.findByRole('button', { name: 'Play video: Feed title' });
    const tile = play.closest<HTMLElement>('[data-view="poster"]');
    expect(tile).toHaveStyle({ borderRadius: '12px', backgroundColor: 'rgb(0, 32, 96)' });
  });

  it.each([
    [{ isScroll: true }, 1],
    [{ isScroll: false }, 0],
    // A modal player is over the page wherever it is scrolled: nothing to bring into view.
    [{ isScroll: true, modal: true }, 0],
  ])('%o: opening the player scrolls the widget into view %i time(s)', async (options, times) => {
    vi.stubGlobal('fetch', respond(200, feed()));
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    try {
      const user = userEvent.setup();
      const { container } = render(<VideoWidget videoId="5001039" options={options} />);
      await user.click(await screen.findByRole('button', { name: 'Play video: Feed title' }));
      await screen.findByRole('group', { name: 'Video controls' }, { timeout: 10_000 });
      const widget = container.firstElementChild;
      expect(scrollIntoView.mock.contexts.filter((element) => element === widget)).toHaveLength(
        times,
      );
      if (times)
        expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
