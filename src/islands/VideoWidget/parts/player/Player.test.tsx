// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Player, { type PlayerProps } from './Player.tsx';
import { fakeTracker } from '../../../../../tests/support/video-tracker.ts';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { setLogSink } from '../../../../domain/log.ts';
import { setDefaultOrigin } from '../../../../video/model/hosts.ts';
import { LocaleProvider, type PageLocaleProp } from '../../../../ui/shared/locale-context.tsx';

const metadata = deriveMetadata(
  CommonSchema.parse({
    adminDisplay: 'wls_5001039',
    folderPath: 'support/videos',
    windowTitle: 'How to restart your phone',
    length: '0:10',
    timelineCaptions:
      '[{"b":"0:00","t":"Welcome.","e":"0:02"},{"b":"0:02","t":"Hold the power button.","e":"0:04"}]',
  }),
  { requestedId: '5001039', mediaHost: '/media' },
);

let restoreLog: () => void;
beforeEach(() => {
  restoreLog = setLogSink(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  // Unmount (engine.destroy() calls the mocked load()) before the mocks are restored.
  cleanup();
  restoreLog();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup({ locale, ...props }: Partial<PlayerProps> & PageLocaleProp = {}) {
  const tracker = fakeTracker();
  render(
    <LocaleProvider locale={locale}>
      <Player
        metadata={metadata}
        layout="inline"
        tracker={tracker}
        onClose={() => {}}
        onPlaybackError={() => {}}
        {...props}
      />
    </LocaleProvider>,
  );
  const video = document.querySelector('video');
  if (!video) throw new Error('no video');
  // A modal player renders into document.body, outside the view's container.
  const region = document.querySelector<HTMLElement>('[data-layout]');
  if (!region) throw new Error('no player');
  return { tracker, video, region, user: userEvent.setup() };
}

const controls = () => screen.getByRole('group', { name: 'Video controls' });

describe('Player overlay Play button action codes (same key memory as the controller)', () => {
  it.each([
    [' ', '32'],
    ['{Enter}', '13'],
  ])('key %j reports %s', async (key, code) => {
    const { tracker, user } = setup();
    await user.click(within(controls()).getByRole('button', { name: 'Pause' }));
    const play = screen.getByRole('button', { name: 'Play video' });
    act(() => play.focus());
    await user.keyboard(key);
    expect(tracker.interact).toHaveBeenLastCalledWith({
      control: 'Play Button',
      action: code,
      location: 'Video',
      value: undefined,
    });
  });

  it('a mouse click reports 1 and a touch reports 0', async () => {
    const { tracker, user } = setup();
    await user.click(within(controls()).getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Play Button', action: '1', location: 'Video' }),
    );
    await user.click(within(controls()).getByRole('button', { name: 'Pause' }));
    const touch = new PointerEvent('click', { bubbles: true, detail: 1, pointerType: 'touch' });
    act(() => void screen.getByRole('button', { name: 'Play video' }).dispatchEvent(touch));
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Play Button', action: '0', location: 'Video' }),
    );
  });
});

describe('a click on the video surface', () => {
  it('toggles play and reports Pause Button / Play Button at location Video', async () => {
    const { tracker, user, video, region } = setup();
    await user.click(video);
    expect(region).toHaveAttribute('data-state', 'paused');
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Pause Button', action: '1', location: 'Video' }),
    );
    await user.click(video);
    expect(region).toHaveAttribute('data-state', 'playing');
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Play Button', action: '1', location: 'Video' }),
    );
  });
});

describe('end, replay and loop', () => {
  it('replay after the end restarts the tracker (new Commence and milestones) and plays from 0', async () => {
    const { tracker, user, video, region } = setup();
    fireEvent(video, new Event('ended'));
    expect(tracker.complete).toHaveBeenCalledWith(10);
    expect(region).toHaveAttribute('data-state', 'ended');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '10');
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    await user.click(screen.getByRole('button', { name: 'Replay video' }));
    expect(tracker.restart).toHaveBeenCalledOnce();
    expect(video.currentTime).toBe(0);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(region).toHaveAttribute('data-state', 'playing');
  });

  it('the controller Play at the end is a replay too', async () => {
    const { tracker, user, video } = setup();
    fireEvent(video, new Event('ended'));
    await user.click(within(controls()).getByRole('button', { name: 'Play' }));
    expect(tracker.restart).toHaveBeenCalledOnce();
  });

  it('with loop the video starts again at the end instead of ending', () => {
    const { tracker, video, region } = setup({ options: { loop: true } });
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    fireEvent(video, new Event('ended'));
    expect(tracker.complete).toHaveBeenCalledOnce();
    expect(tracker.restart).toHaveBeenCalledOnce();
    expect(region).toHaveAttribute('data-state', 'playing');
    expect(video.currentTime).toBe(0);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Replay video' })).toBeNull();
  });
});

describe('§9 sizing attributes', () => {
  it.each([
    [854, 1280, 'player800', 'XXL', undefined, 'side'],
    [640, 700, 'player500', 'XL', 'true', 'side'],
    [400, 450, 'player250', 'LG', 'true', 'below'],
    [240, 320, 'playerMin', 'LG', 'true', 'below'],
  ])(
    'player %d px in a %d px window: size %s, icon %s, small viewport %s, transcript %s',
    async (width, windowWidth, size, icon, small, placement) => {
      vi.stubGlobal('innerWidth', windowWidth);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
        width,
        height: 400,
      } as DOMRect);
      const { region, user } = setup();
      expect(region).toHaveAttribute('data-size', size);
      expect(region).toHaveAttribute('data-icon-size', icon);
      if (small) expect(region).toHaveAttribute('data-small-viewport', small);
      else expect(region).not.toHaveAttribute('data-small-viewport');
      expect(region).not.toHaveAttribute('data-transcript');
      await user.click(within(controls()).getByRole('button', { name: 'Transcript' }));
      expect(region).toHaveAttribute('data-transcript', placement);
    },
  );

  it('the transcript panel gets its own width class', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 240,
      height: 400,
    } as DOMRect);
    const { user } = setup();
    await user.click(within(controls()).getByRole('button', { name: 'Transcript' }));
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveAttribute(
      'data-panel',
      'panel250',
    );
  });
});

/** A video with two chapters, a link button from 0 s and one related video. */
const withParts = deriveMetadata(
  CommonSchema.parse({
    adminDisplay: 'wls_9100001',
    folderPath: 'support/videos',
    windowTitle: 'Get started',
    length: '0:17',
    chapteredVideo: [
      JSON.stringify({ adminDisplay: 'wls_5001067', windowTitle: 'Part one', length: '0:08' }),
      JSON.stringify({ adminDisplay: 'wls_5001106', windowTitle: 'Part two', length: '0:09' }),
    ],
    linkUrl: [JSON.stringify({ n: 'See plans', u: '/wireless', bc: 'blue', b: 0, e: 10 })],
    recommendedVideoIds: ['5000858'],
  }),
  { requestedId: '9100001', mediaHost: '/media' },
);

const touchClick = (element: Element) =>
  act(
    () =>
      void element.dispatchEvent(
        new PointerEvent('click', {
          bubbles: true,
          cancelable: true,
          detail: 1,
          pointerType: 'touch',
        }),
      ),
  );

describe('action codes of the parts: a chapter, a link button, a related video (spec §9)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              common: {
                adminDisplay: 'wls_5000858',
                folderPath: 'support/videos',
                windowTitle: 'Set up Wi-Fi Calling',
                length: '0:12',
              },
            }),
            { status: 200 },
          ),
      ),
    );
  });

  const lastInteraction = (tracker: ReturnType<typeof fakeTracker>) =>
    tracker.interact.mock.calls.at(-1)?.[0];

  it('a chapter button reports 1 for a click, 0 for a touch, 13 for Enter and 32 for Space', async () => {
    const { tracker, user } = setup({ metadata: withParts });
    const part = screen.getByRole('button', { name: /^Part two/ });
    await user.click(part);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Seek Slider', action: '1' });
    touchClick(part);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Seek Slider', action: '0' });
    act(() => part.focus());
    await user.keyboard('{Enter}');
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Seek Slider', action: '13' });
    await user.keyboard(' ');
    expect(lastInteraction(tracker)).toMatchObject({
      control: 'Seek Slider',
      action: '32',
      location: 'Controller',
      value: 8,
    });
  });

  it('a link button reports 1 for a click, 0 for a touch and 13 for Enter', async () => {
    const { tracker, user } = setup({ metadata: withParts });
    const link = screen.getByRole('link', { name: 'See plans' });
    // jsdom does not navigate; the click is only reported.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Link Button', action: '1' });
    touchClick(link);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Link Button', action: '0' });
    act(() => link.focus());
    await user.keyboard('{Enter}');
    expect(lastInteraction(tracker)).toMatchObject({
      control: 'Link Button',
      action: '13',
      linkUrl: '/wireless',
    });
  });

  it('a related video reports 13 for Enter, 0 for a touch and 1 for a click', async () => {
    const onRecommended = vi.fn();
    const { tracker, user, video } = setup({ metadata: withParts, extras: { onRecommended } });
    // Part one ends (part two loads), then part two: the end screen.
    fireEvent(video, new Event('ended'));
    fireEvent(video, new Event('ended'));
    const related = await screen.findByRole('button', { name: 'Play video: Set up Wi-Fi Calling' });
    act(() => related.focus());
    await user.keyboard('{Enter}');
    expect(lastInteraction(tracker)).toMatchObject({
      control: 'Related Video',
      action: '13',
      value: '5000858',
    });
    touchClick(related);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Related Video', action: '0' });
    await user.click(related);
    expect(lastInteraction(tracker)).toMatchObject({ control: 'Related Video', action: '1' });
    expect(onRecommended).toHaveBeenCalledTimes(3);
  });
});

describe('closing and leaving full screen report how (Escape is 27)', () => {
  it('Escape closes the inline player and reports Close Button 27 before the progress', async () => {
    const onClose = vi.fn();
    const { tracker, user } = setup({ onClose });
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(tracker.interact).toHaveBeenLastCalledWith({
      control: 'Close Button',
      action: '27',
      location: 'Video',
      value: undefined,
    });
  });

  it('Escape closes the modal player and reports 27', async () => {
    const onClose = vi.fn();
    const { tracker, user } = setup({ onClose, layout: 'modal' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Close Button', action: '27' }),
    );
  });

  it('the close button reports 1 for a click and 13 for Enter', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(first.tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Close Button', action: '1' }),
    );
    cleanup();
    const second = setup();
    await second.user.keyboard('{Enter}');
    expect(second.tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Close Button', action: '13' }),
    );
  });

  it('Escape leaves the full-screen fallback and reports Full screen Toggle 27', async () => {
    const onClose = vi.fn();
    const { tracker, user, region } = setup({ onClose });
    await user.click(within(controls()).getByRole('button', { name: 'Full screen' }));
    expect(region).toHaveAttribute('data-fullscreen', 'fallback');
    await user.keyboard('{Escape}');
    expect(region).not.toHaveAttribute('data-fullscreen');
    expect(onClose).not.toHaveBeenCalled();
    expect(tracker.interact).toHaveBeenLastCalledWith({
      control: 'Full screen Toggle',
      action: '27',
      location: 'Controller',
      value: undefined,
    });
  });

  describe("in the browser's full screen", () => {
    let element: Element | null = null;
    beforeEach(() => {
      element = null;
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
      Object.defineProperty(document, 'fullscreenElement', {
        configurable: true,
        get: () => element,
      });
      Object.defineProperty(document, 'exitFullscreen', {
        configurable: true,
        value: vi.fn(async () => {
          element = null;
          document.dispatchEvent(new Event('fullscreenchange'));
        }),
      });
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
        configurable: true,
        value: vi.fn(async () => {
          element = document.querySelector('[data-layout]');
          document.dispatchEvent(new Event('fullscreenchange'));
        }),
      });
    });
    afterEach(() => {
      for (const name of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
        Reflect.deleteProperty(document, name);
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    });

    it("the browser's exit (its Escape key) reports Full screen Toggle 27", async () => {
      const { tracker, user, region } = setup();
      await user.click(within(controls()).getByRole('button', { name: 'Full screen' }));
      expect(region).toHaveAttribute('data-fullscreen', 'native');
      await act(async () => {
        element = null;
        document.dispatchEvent(new Event('fullscreenchange'));
      });
      expect(region).not.toHaveAttribute('data-fullscreen');
      expect(tracker.interact).toHaveBeenLastCalledWith(
        expect.objectContaining({ control: 'Full screen Toggle', action: '27' }),
      );
    });

    it.each([
      ['cinema', 1],
      ['inline', 0],
    ] as const)(
      "in %s layout, leaving by the browser's route or the toggle scrolls the player into view %i time(s) each",
      async (layout, times) => {
        const scrollIntoView = vi.fn();
        Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
          configurable: true,
          value: scrollIntoView,
        });
        try {
          const { user, region } = setup({ layout });
          const fullScreen = () => within(controls()).getByRole('button', { name: 'Full screen' });
          await user.click(fullScreen());
          await act(async () => {
            element = null;
            document.dispatchEvent(new Event('fullscreenchange'));
          });
          expect(scrollIntoView.mock.contexts).toEqual(Array(times).fill(region));
          await user.click(fullScreen());
          await user.click(fullScreen());
          expect(scrollIntoView).toHaveBeenCalledTimes(times * 2);
          if (times) expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'center' });
        } finally {
          Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
        }
      },
    );

    /**
     * A browser that answers requestFullscreen() only when the test says: `enter` grants it (as
     * the whole browser would, with its fullscreenchange), `refuse` rejects it.
     */
    const browserAnswersLater = () => {
      const answer = { enter: () => {}, refuse: () => {} };
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
        configurable: true,
        value: vi.fn(
          () =>
            new Promise<void>((resolve, reject) => {
              answer.enter = () => {
                element = document.querySelector('[data-layout]');
                document.dispatchEvent(new Event('fullscreenchange'));
                resolve();
              };
              answer.refuse = () => reject(new TypeError('Permissions check failed'));
            }),
        ),
      });
      return answer;
    };

    it('a second press before the browser has entered leaves full screen once it does', async () => {
      const answer = browserAnswersLater();
      const { user, region } = setup();
      const fullScreen = () => within(controls()).getByRole('button', { name: 'Full screen' });
      await user.click(fullScreen());
      await user.click(fullScreen());
      expect(region).not.toHaveAttribute('data-fullscreen');
      await act(async () => answer.enter());
      expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
      expect(document.fullscreenElement).toBeNull();
      expect(region).not.toHaveAttribute('data-fullscreen');
    });

    it('a second press before the browser refuses leaves the player in its own layout', async () => {
      const answer = browserAnswersLater();
      const { user, region } = setup();
      const fullScreen = () => within(controls()).getByRole('button', { name: 'Full screen' });
      await user.click(fullScreen());
      await user.click(fullScreen());
      await act(async () => answer.refuse());
      expect(region).not.toHaveAttribute('data-fullscreen');
      expect(region.className).not.toMatch(/fullscreenFallback/);
      expect(fullScreen()).toHaveAttribute('aria-pressed', 'false');
    });

    it("the toggle's own exit reports the click only", async () => {
      const { tracker, user, region } = setup();
      await user.click(within(controls()).getByRole('button', { name: 'Full screen' }));
      tracker.interact.mockClear();
      await user.click(within(controls()).getByRole('button', { name: 'Full screen' }));
      expect(region).not.toHaveAttribute('data-fullscreen');
      expect(tracker.interact.mock.calls).toEqual([
        [expect.objectContaining({ control: 'Full screen Toggle', action: '1' })],
      ]);
    });
  });
});

describe('Print Transcript', () => {
  afterEach(() => setDefaultOrigin(''));

  it("takes the header image from the site that serves the widget (an embed's script origin)", async () => {
    setDefaultOrigin('https://support.example');
    const { user } = setup();
    await user.click(within(controls()).getByRole('button', { name: 'Transcript' }));
    await user.click(screen.getByRole('button', { name: 'Print Transcript' }));
    const frame = document.querySelector<HTMLIFrameElement>(
      'iframe[title="Transcript print frame"]',
    );
    expect(frame?.srcdoc).toContain(
      '<img src="https://support.example/images/support/video-print-header.svg"',
    );
    frame?.remove();
  });
});

describe("the host's look (radius, videoStyles, roundedCornersClassName)", () => {
  it.each(['inline', 'modal'] as const)(
    'the %s player carries the radius and sizes its video area',
    (layout) => {
      const { region } = setup({
        layout,
        look: { radius: 12, stageStyle: { height: '200px', paddingTop: 0 }, className: 'rounded' },
      });
      expect(region.style.getPropertyValue('--video-radius')).toBe('12px');
      expect(region).toHaveClass('rounded');
      const stage = document.querySelector('video')?.parentElement;
      expect(stage?.style.height).toBe('200px');
    },
  );

  it('without a radius the player sets none', () => {
    const { region } = setup();
    expect(region.style.getPropertyValue('--video-radius')).toBe('');
  });
});

describe('the page language', () => {
  const bilingual = deriveMetadata(
    CommonSchema.parse({
      adminDisplay: 'wls_5001039',
      folderPath: 'support/videos',
      windowTitle: 'How to restart your phone',
      length: '0:10',
      timelineCaptions: '[{"b":"0:00","t":"Welcome.","e":"0:02"}]',
      captionTracks: [
        JSON.stringify({
          srclang: 'es',
          label: 'Español',
          timelineCaptions: '[{"b":"0:00","t":"Bienvenido.","e":"0:02"}]',
        }),
      ],
    }),
    { requestedId: '5001039', mediaHost: '/media' },
  );

  it('names the controls in Spanish on a Spanish page', async () => {
    const { user } = setup({ locale: 'es' });
    const bar = screen.getByRole('group', { name: 'Controles del video' });
    await user.click(within(bar).getByRole('button', { name: 'Pausar' }));
    expect(within(bar).getByRole('button', { name: 'Reproducir' })).toHaveAttribute(
      'title',
      'Reproducir',
    );
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar video' })).toBeInTheDocument();
    expect(within(bar).getByRole('slider', { name: 'Posición del video' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 de 0:10',
    );
    expect(within(bar).getByRole('button', { name: 'Silenciar' })).toHaveAttribute(
      'title',
      'Video con sonido',
    );
    expect(within(bar).getByRole('button', { name: 'Subtítulos' })).toHaveAttribute(
      'title',
      'Mostrar subtítulos',
    );
    await user.click(within(bar).getByRole('button', { name: 'Transcripción' }));
    const transcript = screen.getByRole('region', { name: 'Transcripción' });
    expect(within(transcript).getByRole('textbox', { name: 'Filtrar contenido' })).toBeVisible();
    expect(
      within(transcript).getByRole('button', { name: 'Imprimir transcripción' }),
    ).toBeVisible();
  });

  it('keeps the English names by default', () => {
    setup();
    const bar = controls();
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:10',
    );
    expect(screen.getByRole('button', { name: 'Close video' })).toBeInTheDocument();
  });

  const stem = '/media/support/videos/wls_5001039/wls_5001039';
  it.each([
    ['es', 'es', `${stem}.es.vtt`, 'Español', 'Bienvenido.', 'Transcripción'],
    [undefined, 'en', `${stem}.vtt`, 'English', 'Welcome.', 'Transcript'],
  ] as const)(
    'a %s page shows the %s caption track, over the video and in the transcript',
    async (locale, srclang, src, label, text, transcriptName) => {
      const { video, user } = setup({
        metadata: bilingual,
        options: { showCaption: true },
        ...(locale ? { locale } : {}),
      });
      const track = video.querySelector('track');
      expect(track).toHaveAttribute('srclang', srclang);
      expect(track).toHaveAttribute('src', src);
      expect(track).toHaveAttribute('label', label);
      expect(screen.getByTestId('video-captions')).toHaveTextContent(text);
      expect(screen.getByTestId('video-captions')).toHaveAttribute('lang', srclang);
      await user.click(
        within(screen.getByRole('group')).getByRole('button', { name: transcriptName }),
      );
      expect(screen.getByRole('region', { name: transcriptName })).toHaveTextContent(text);
    },
  );

  it('shows the English track on a Spanish page when the video has no Spanish one', () => {
    const { video } = setup({ locale: 'es', options: { showCaption: true } });
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'en');
    expect(screen.getByTestId('video-captions')).toHaveTextContent('Welcome.');
  });
});

describe("the watch page's links: 'Copy link to this moment' and the modal's video page", () => {
  /** A clipboard the test controls, in place of the browser's (and of user-event's stand-in). */
  function fakeClipboard(writeText = vi.fn(async (_text: string) => {})) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  }
  const playedTo = (video: HTMLVideoElement, time: number) => {
    Object.defineProperty(video, 'currentTime', {
      value: time,
      writable: true,
      configurable: true,
    });
    fireEvent(video, new Event('timeupdate'));
  };
  afterEach(() => {
    setDefaultOrigin('');
    window.history.replaceState(null, '', '/');
  });

  it("copies the watch page's absolute address at the current whole second and says so", async () => {
    const { tracker, user, video } = setup();
    const writeText = fakeClipboard();
    playedTo(video, 7.6);
    await user.click(screen.getByRole('button', { name: 'Copy link to this moment' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/support/videos/5001039?t=7`);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(tracker.interact).toHaveBeenLastCalledWith({
      control: 'Copy Link Button',
      action: '1',
      location: 'Video',
      value: 7,
    });
  });

  it('at the start the address has no moment', async () => {
    const { user } = setup();
    const writeText = fakeClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy link to this moment' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/support/videos/5001039`);
  });

  it('a refused clipboard says so and gives the address to copy by hand', async () => {
    const { user, video } = setup();
    fakeClipboard(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    playedTo(video, 3);
    await user.click(screen.getByRole('button', { name: 'Copy link to this moment' }));
    expect(
      await screen.findByText(
        `Your browser did not allow copying. The link is ${window.location.origin}/support/videos/5001039?t=3`,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it("an embed copies the support site's address; a Spanish player its Spanish page", async () => {
    setDefaultOrigin('https://support.example');
    const { user, video } = setup({ locale: 'es' });
    const writeText = fakeClipboard();
    playedTo(video, 75);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace a este momento' }));
    expect(writeText).toHaveBeenCalledWith(
      'https://support.example/es/support/videos/5001039?t=75',
    );
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });

  it('the visible text is the start of the name (label in name)', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Copy link to this moment' })).toHaveTextContent(
      /^Copy link$/,
    );
  });

  it('the modal player links to the video page; the inline player does not', () => {
    setup({ layout: 'modal' });
    expect(screen.getByRole('link', { name: 'Open video page' })).toHaveAttribute(
      'href',
      '/support/videos/5001039',
    );
    cleanup();
    setup({ layout: 'inline' });
    expect(screen.queryByRole('link', { name: 'Open video page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link to this moment' })).toBeInTheDocument();
  });

  it('a modal player on the video page itself (a phone) does not link to it', () => {
    window.history.replaceState(null, '', '/support/videos/5001039?t=75');
    setup({ layout: 'modal' });
    expect(screen.queryByRole('link', { name: 'Open video page' })).toBeNull();
  });
});

describe('a host that starts, moves and follows the player (start, seekRequest, onTime)', () => {
  function host(props: Partial<PlayerProps> = {}) {
    const onTime = vi.fn();
    const element = (extra: Partial<PlayerProps>) => (
      <Player
        metadata={metadata}
        layout="inline"
        tracker={fakeTracker()}
        onClose={() => {}}
        onPlaybackError={() => {}}
        onTime={onTime}
        {...props}
        {...extra}
      />
    );
    const view = render(element({}));
    const video = document.querySelector('video');
    if (!video) throw new Error('no video');
    return {
      onTime,
      video,
      rerender: (extra: Partial<PlayerProps>) => view.rerender(element(extra)),
    };
  }
  const seek = () => screen.getByRole('slider', { name: 'Seek' });

  it('starts at `start`: the slider shows it at once and the media goes there with its metadata', () => {
    const { video, onTime } = host({ start: 6 });
    expect(seek()).toHaveAttribute('aria-valuenow', '6');
    expect(onTime).toHaveBeenLastCalledWith(6);
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(6);
  });

  it('a new request seeks there and plays; the same request again does nothing', async () => {
    const { video, rerender } = host();
    await userEvent.setup().click(within(controls()).getByRole('button', { name: 'Pause' }));
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    const request = { seconds: 4 };
    rerender({ seekRequest: request });
    expect(video.currentTime).toBe(4);
    expect(seek()).toHaveAttribute('aria-valuenow', '4');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    video.currentTime = 1;
    rerender({ seekRequest: request });
    expect(video.currentTime).toBe(1);
    rerender({ seekRequest: { seconds: 4 } });
    expect(video.currentTime).toBe(4);
  });

  it('reports the time as it changes, once per change', () => {
    const { video, onTime } = host();
    onTime.mockClear();
    Object.defineProperty(video, 'currentTime', { value: 2.5, writable: true, configurable: true });
    fireEvent(video, new Event('timeupdate'));
    fireEvent(video, new Event('timeupdate'));
    expect(onTime.mock.calls).toEqual([[2.5]]);
  });
});

describe('Player sources: the feed adds some after the derived ones', () => {
  const withAdded = (sources: unknown) =>
    deriveMetadata(
      CommonSchema.parse({ adminDisplay: 'wls_5001039', folderPath: 'support/videos', sources }),
      { requestedId: '5001039', mediaHost: '/media' },
    );
  const folder = '/media/support/videos/wls_5001039';

  it('plays the derived mp4 first and, when it fails, the added one', () => {
    const { video } = setup({ metadata: withAdded(['wls_5001039_720.mp4']) });
    expect(video.getAttribute('src')).toBe(`${folder}/wls_5001039_480.mp4`);
    fireEvent(video, new Event('error'));
    expect(video.getAttribute('src')).toBe(`${folder}/wls_5001039_720.mp4`);
  });

  it('a chaptered video plays each part with its own added sources', () => {
    const part = (name: string) =>
      JSON.stringify({
        adminDisplay: name,
        folderPath: 'v',
        length: '0:05',
        sources: [`https://cdn.example/${name}.mp4`],
      });
    const { video } = setup({
      metadata: deriveMetadata(
        CommonSchema.parse({ adminDisplay: 'c', chapteredVideo: [part('p1'), part('p2')] }),
        { requestedId: 'c', mediaHost: '/media' },
      ),
    });
    fireEvent(video, new Event('error'));
    expect(video.getAttribute('src')).toBe('https://cdn.example/p1.mp4');
  });
});

describe('Player playlist toggle (a chaptered video)', () => {
  const playlistToggle = () => within(controls()).getByRole('button', { name: 'Playlist' });
  const chapterList = () => screen.queryByRole('navigation', { name: 'Chapters' });
  const playerWidth = (width: number) =>
    vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width, height: 0 } as DOMRect);

  it('shows the chapter list beside a wide inline player; the toggle hides and shows it', async () => {
    const { tracker, user } = setup({ metadata: withParts });
    const toggle = playlistToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('title', 'Hide playlist');
    const list = chapterList();
    expect(list).toBeVisible();
    expect(toggle).toHaveAttribute('aria-controls', list?.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('title', 'Show playlist');
    expect(chapterList()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Part one/ })).toBeNull();
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Playlist Toggle', action: '1', location: 'Controller' }),
    );

    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Part one/ })).toBeVisible();
    expect(tracker.interact).toHaveBeenLastCalledWith(
      expect.objectContaining({ control: 'Playlist Toggle', action: '13' }),
    );
  });

  it.each<[string, 'true' | 'false', Partial<PlayerProps>, number]>([
    ['a cinema player', 'true', { layout: 'cinema' }, 854],
    ['an inline player over 500 px', 'true', { layout: 'inline' }, 501],
    ['an inline player of 500 px', 'false', { layout: 'inline' }, 500],
    ['a small cinema player', 'false', { layout: 'cinema' }, 320],
    ['a modal player', 'false', { layout: 'modal' }, 854],
  ])('%s starts with the list expanded: %s', (_name, expanded, props, width) => {
    playerWidth(width);
    setup({ metadata: withParts, ...props });
    expect(playlistToggle()).toHaveAttribute('aria-expanded', expanded);
    expect(chapterList() !== null).toBe(expanded === 'true');
  });

  it('opens the hidden list of a modal player on request', async () => {
    const { user } = setup({ metadata: withParts, layout: 'modal' });
    expect(chapterList()).toBeNull();
    await user.click(playlistToggle());
    expect(chapterList()).toBeVisible();
  });

  it('is named in Spanish on a Spanish page', () => {
    setup({ metadata: withParts, locale: 'es' });
    const bar = screen.getByRole('group', { name: 'Controles del video' });
    expect(within(bar).getByRole('button', { name: 'Lista de reproducción' })).toHaveAttribute(
      'title',
      'Ocultar lista de reproducción',
    );
  });

  it('a video without chapters has no playlist toggle', () => {
    setup();
    expect(within(controls()).queryByRole('button', { name: 'Playlist' })).toBeNull();
    expect(within(controls()).getByRole('button', { name: 'Transcript' })).toBeInTheDocument();
  });
});

describe('the overlay over the video: Play button and spinner (spec §2)', () => {
  /** A phone or tablet: no hover, a coarse pointer (what isTouchDevice asks the browser). */
  const touchScreen = (touch: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: touch && query === '(hover: none) and (pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  it.each([
    ['cinema', true, false],
    ['cinema', false, true],
    ['inline', true, true],
    ['modal', true, true],
  ] as const)(
    'paused in %s layout on a touch screen %s: the overlay Play button shows: %s',
    async (layout, touch, shown) => {
      touchScreen(touch);
      const { user } = setup({ layout });
      await user.click(within(controls()).getByRole('button', { name: 'Pause' }));
      // The controller's own Play stays in every layout: the overlay is the only difference.
      expect(within(controls()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
      expect(screen.queryAllByRole('button', { name: 'Play video' })).toHaveLength(shown ? 1 : 0);
    },
  );

  it('spins while the media waits for data during playback, and not once it can play or is paused', async () => {
    const { video, user } = setup();
    const spinner = () => screen.queryByText('Loading video');
    expect(spinner()).toBeInTheDocument();
    fireEvent(video, new Event('canplay'));
    expect(spinner()).not.toBeInTheDocument();
    fireEvent(video, new Event('waiting'));
    expect(spinner()?.closest('[role="status"]')).toBeInTheDocument();
    await user.click(within(controls()).getByRole('button', { name: 'Pause' }));
    expect(spinner()).not.toBeInTheDocument();
  });
});

describe('leaving the page', () => {
  it('reports the progress where the video stood when the page goes (pagehide)', () => {
    const { tracker, video } = setup();
    Object.defineProperty(video, 'currentTime', { value: 4, writable: true, configurable: true });
    fireEvent(video, new Event('timeupdate'));
    expect(tracker.progress).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(tracker.progress).toHaveBeenCalledExactlyOnceWith(4, 10);
  });

  it('a closed player reports nothing more when the page goes', () => {
    const { tracker } = setup();
    cleanup();
    window.dispatchEvent(new Event('pagehide'));
    expect(tracker.progress).not.toHaveBeenCalled();
  });
});
