// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Player, { type PlayerProps } from './Player.tsx';
import type { VideoTracker } from '../../../../video/analytics.ts';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { setLogSink } from '../../../../domain/log.ts';

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

const fakeTracker = () =>
  ({
    restart: vi.fn(),
    commence: vi.fn(),
    timeUpdate: vi.fn(),
    progress: vi.fn(),
    complete: vi.fn(),
    interact: vi.fn(),
    playbackError: vi.fn(),
    feedback: vi.fn(),
  }) satisfies VideoTracker;

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

function setup(props: Partial<PlayerProps> = {}) {
  const tracker = fakeTracker();
  const view = render(
    <Player
      metadata={metadata}
      layout="inline"
      tracker={tracker}
      onClose={() => {}}
      onPlaybackError={() => {}}
      {...props}
    />,
  );
  const video = document.querySelector('video');
  if (!video) throw new Error('no video');
  const region = view.container.querySelector<HTMLElement>('[data-layout]');
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
    const { tracker, video, region } = setup({ loop: true });
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
