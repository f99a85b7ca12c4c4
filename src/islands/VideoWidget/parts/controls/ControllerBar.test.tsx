// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ControllerBar, type ControllerBarProps } from './ControllerBar.tsx';
import type { PlayerState } from '../../../../video/state.ts';
import { mockTrackBox } from '../../../../../tests/support/slider-track.ts';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';

function setup(patch: Partial<PlayerState> = {}, props: Partial<ControllerBarProps> = {}) {
  const onFullscreen = vi.fn();
  // The bar subscribes to the store: a request reduced into it re-renders the controls.
  const { requests, tracker, store, view } = renderInPlayer(
    <ControllerBar
      width={854}
      showFullscreen
      hasCaptions
      transcriptId="t1"
      onFullscreen={onFullscreen}
      {...props}
    />,
    { state: { totalTime: 130, currentTime: 65, ctrlCurrentTime: 65, ...patch } },
  );
  // The controller's reports, as (control, action[, value]): every one is at the Controller.
  const onInteract = vi.fn();
  tracker.interact.mockImplementation(({ control, action, location, value }) => {
    expect(location).toBe('Controller');
    if (value === undefined) onInteract(control, action);
    else onInteract(control, action, value);
  });
  return { requests, onInteract, onFullscreen, view, user: userEvent.setup(), state: store.get };
}

describe('ControllerBar', () => {
  it('exposes the seek slider with slider semantics and a timecode value text', () => {
    setup();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuenow', '65');
    expect(seek).toHaveAttribute('aria-valuemin', '0');
    expect(seek).toHaveAttribute('aria-valuemax', '130');
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 2:10');
    // The remaining time is plain text: hidden words for screen readers, the minus sign visual only.
    const remaining = screen.getByText('1:05');
    expect(remaining).toHaveTextContent('Remaining time -1:05');
    expect(remaining).not.toHaveAttribute('aria-label');
    expect(screen.getByText('-')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 0:00 remaining, without a minus, when the time reaches or runs past the total', () => {
    setup({ currentTime: 140 });
    expect(screen.getByText('0:00')).toHaveTextContent(/^Remaining time 0:00$/);
  });

  it('shows the time left with a minus before the end', () => {
    setup({ currentTime: 20 });
    expect(screen.getByText(/^\d+:\d\d$/)).toHaveTextContent(/^Remaining time -\d+:\d\d$/);
  });

  it('given playing, on click Pause should request a pause and report Pause Button with a click', async () => {
    const { requests, onInteract, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(requests).toEqual([{ type: 'togglePlay' }]);
    expect(onInteract).toHaveBeenCalledWith('Pause Button', '1');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it.each([
    ['{Enter}', '13'],
    [' ', '32'],
  ])('given focus on Play, on %j it reports action code %s', async (key, code) => {
    const { onInteract, user } = setup({ playing: false });
    act(() => screen.getByRole('button', { name: 'Play' }).focus());
    await user.keyboard(key);
    expect(onInteract).toHaveBeenCalledWith('Play Button', code);
  });

  it('given focus on the seek slider, on ArrowRight/Home/End it seeks and reports the key code', async () => {
    const { requests, onInteract, user } = setup();
    act(() => screen.getByRole('slider', { name: 'Seek' }).focus());
    await user.keyboard('{ArrowRight}');
    // jsdom has no layout, so a step is 1 % of the range (1.3 s).
    expect(requests.at(-1)).toEqual({ type: 'seek', time: 66.3 });
    expect(onInteract).toHaveBeenLastCalledWith('Seek Slider', '39', 66);
    await user.keyboard('{Home}');
    expect(requests.at(-1)).toEqual({ type: 'seek', time: 0 });
    await user.keyboard('{End}');
    expect(requests.at(-1)).toEqual({ type: 'seek', time: 130 });
  });

  describe("the seek slider's timecode tooltip", () => {
    // At 600 px the remaining time is hidden, so a timecode on screen can only be the tooltip's.
    const narrow = () => {
      mockTrackBox(200);
      return setup({}, { width: 600 });
    };
    const track = (name: string) =>
      screen.getByRole('slider', { name }).parentElement as HTMLElement;

    it('shows the timecode under the pointer while it hovers the track, and goes when it leaves', () => {
      narrow();
      expect(screen.queryByText(/^\d+:\d\d$/)).toBeNull();
      fireEvent.pointerMove(track('Seek'), { clientX: 150, pointerType: 'mouse' });
      expect(screen.getByText('1:37')).toBeVisible();
      fireEvent.pointerMove(track('Seek'), { clientX: 20, pointerType: 'mouse' });
      expect(screen.getByText('0:13')).toBeVisible();
      fireEvent.pointerLeave(track('Seek'));
      expect(screen.queryByText(/^\d+:\d\d$/)).toBeNull();
    });

    it('shows the current time while the slider has keyboard focus, following each step', async () => {
      const { user } = narrow();
      act(() => screen.getByRole('slider', { name: 'Seek' }).focus());
      expect(screen.getByText('1:05')).toBeVisible();
      await user.keyboard('{ArrowRight}');
      // One step is 8 px of the 200 px track: 5.2 s.
      expect(screen.getByText('1:10')).toBeVisible();
      act(() => screen.getByRole('slider', { name: 'Seek' }).blur());
      expect(screen.queryByText(/^\d+:\d\d$/)).toBeNull();
    });

    it('the volume slider shows no timecode', () => {
      narrow();
      fireEvent.pointerMove(track('Volume'), { clientX: 150, pointerType: 'mouse' });
      act(() => screen.getByRole('slider', { name: 'Volume' }).focus());
      expect(screen.queryByText(/\d:\d\d/)).toBeNull();
    });
  });

  it('toggles mute with the spec titles and the muted icon', async () => {
    const { user, onInteract } = setup();
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('title', 'Video Unmuted');
    expect(mute.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'full');
    await user.click(mute);
    expect(mute).toHaveAttribute('title', 'Video Muted');
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(mute.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'muted');
    expect(onInteract).toHaveBeenCalledWith('Mute Toggle', '1');
  });

  it.each([
    [80, 'full'],
    [50, 'half'],
    [10, 'low'],
  ])('volume %d shows the %s icon', (volume, icon) => {
    setup({ volume });
    expect(
      screen.getByRole('button', { name: 'Mute' }).querySelector('[data-icon]'),
    ).toHaveAttribute('data-icon', icon);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuenow',
      String(volume),
    );
  });

  it('given the volume slider, on ArrowLeft it lowers the volume and on Home it mutes', async () => {
    const { requests, user, state, onInteract } = setup();
    act(() => screen.getByRole('slider', { name: 'Volume' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(requests.at(-1)).toEqual({ type: 'setVolume', volume: 74 });
    expect(onInteract).toHaveBeenLastCalledWith('Volume Slider', '37', 74);
    await user.keyboard('{Home}');
    expect(state().mute).toBe(true);
  });

  it('toggles captions, transcript and full screen', async () => {
    const { user, onFullscreen, onInteract, state } = setup();
    await user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(state().showCaption).toBe(true);
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Transcript' }));
    expect(screen.getByRole('button', { name: 'Transcript' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Transcript' })).toHaveAttribute(
      'aria-controls',
      't1',
    );
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(onFullscreen).toHaveBeenCalledOnce();
    expect(onInteract.mock.calls.map((c) => c[0])).toEqual([
      'Captions Toggle',
      'Transcript Toggle',
      'Full screen Toggle',
    ]);
  });

  it('hides the full-screen toggle when asked, and the remaining time at 600 px or less', () => {
    setup({}, { showFullscreen: false, width: 600 });
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    expect(screen.queryByText('1:05')).toBeNull();
    expect(screen.getByRole('group', { name: 'Video controls' })).toHaveAttribute(
      'data-width',
      'w600',
    );
  });

  it.each([
    [250, 'w250'],
    [400, 'w400'],
    [854, 'wide'],
  ])('at container width %d the bar has class %s', (width, cls) => {
    setup({}, { width });
    expect(screen.getByRole('group', { name: 'Video controls' })).toHaveAttribute(
      'data-width',
      cls,
    );
  });
});
