// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './RangeSlider.tsx';
import { mockTrackBox } from '../../../../../tests/support/slider-track.ts';

beforeEach(() => {
  mockTrackBox(200);
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  const onChange = vi.fn();
  render(<RangeSlider label="Seek" value={0} max={100} onChange={onChange} />);
  const thumb = screen.getByRole('slider', { name: 'Seek' });
  const track = thumb.parentElement as HTMLElement;
  return { onChange, thumb, track };
}

describe('RangeSlider pointer handling', () => {
  it('focuses the thumb on pointerdown on the track', () => {
    const { thumb, track } = setup();
    expect(thumb).not.toHaveFocus();
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 50, pointerType: 'mouse' });
    expect(thumb).toHaveFocus();
  });

  it('keeps the mouse press from moving focus off the thumb', () => {
    const { track } = setup();
    expect(fireEvent.mouseDown(track, { button: 0 })).toBe(false);
  });

  it('drags: previews while moving, commits on pointerup', () => {
    const { onChange, track } = setup();
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 50, pointerType: 'mouse' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 100, pointerType: 'mouse' });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 150, pointerType: 'mouse' });
    expect(onChange.mock.calls.map(([c]) => c)).toEqual([
      { value: 25, commit: false, action: '1' },
      { value: 50, commit: false, action: '1' },
      { value: 75, commit: true, action: '1' },
    ]);
  });

  it('on lostpointercapture without a pointerup it settles on the last value and stops dragging', () => {
    const { onChange, track } = setup();
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 50, pointerType: 'touch' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 120, pointerType: 'touch' });
    fireEvent.lostPointerCapture(track, { pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ value: 60, commit: true, action: '0' });
    onChange.mockClear();
    // The drag is over: moving the pointer afterwards changes nothing.
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 180, pointerType: 'touch' });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 180, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('on pointercancel it also settles, so the seek slider never stays in a drag', () => {
    const { onChange, track } = setup();
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 20, pointerType: 'mouse' });
    fireEvent.pointerCancel(track, { pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ value: 10, commit: true, action: '1' });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 180 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
