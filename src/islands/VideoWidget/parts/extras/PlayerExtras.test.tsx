// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingSlot } from './PlayerExtras.tsx';
import { renderInPlayer } from '../../../../../tests/support/player-context.tsx';
import { CommonSchema, deriveMetadata } from '../../../../video/model/metadata.ts';
import { RATING_STEP_MS } from '../../../../video/parts/rating.ts';
import type { LowRatingHelp } from '../../../../video/model/low-rating.ts';

const metadata = deriveMetadata(
  CommonSchema.parse({
    adminDisplay: 'wls_5001039',
    folderPath: 'support/videos',
    windowTitle: 'How to restart your phone',
    length: '0:10',
  }),
  { requestedId: '5001039', mediaHost: '/media' },
);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setup(lowRatingHelp: LowRatingHelp | undefined) {
  // Requests are recorded only: the store keeps the panel's conditions.
  const { tracker, request } = renderInPlayer(
    <RatingSlot metadata={metadata} extras={{ rating: 'stars', lowRatingHelp }} cinema={false} />,
    { state: { currentTime: 7.2, playedSeconds: 7.2, playing: true }, request: vi.fn() },
  );
  fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
  advance(RATING_STEP_MS);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Too fast' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  advance(RATING_STEP_MS);
  return { tracker, request };
}

describe('the rating slot after a low rating', () => {
  it('reports the offer after Video_Feedback, and the assistant taken: pause, choice, opened', async () => {
    const { tracker, request } = setup({
      assistant: { serviceAlias: 'wireless' },
      searchHref: '/wireless#search-support',
    });
    expect(tracker.feedback).toHaveBeenCalledWith({
      submitted: true,
      rating: 1,
      comment: 'Too fast',
      kind: 'stars',
    });
    expect(tracker.helpOffered).toHaveBeenCalledExactlyOnceWith({
      offer: 'assistant',
      rating: 1,
      kind: 'stars',
    });
    expect(tracker.feedback.mock.invocationCallOrder[0]).toBeLessThan(
      tracker.helpOffered.mock.invocationCallOrder[0] ?? 0,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask our AI assistant' }));
    expect(request).toHaveBeenCalledWith({ type: 'pause' });
    expect(tracker.helpChosen).toHaveBeenCalledWith({ offer: 'assistant', choice: 'assistant' });
    expect(tracker.helpOutcome).not.toHaveBeenCalled();
    // The page's drawer opens with the subject.
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.textContent = 'Asking about How to restart your phone (stopped at 0:07)';
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tracker.helpOutcome).toHaveBeenCalledExactlyOnceWith({
      offer: 'assistant',
      outcome: 'opened',
    });
  });

  it('without lowRatingHelp: Video_Feedback alone', () => {
    const { tracker } = setup(undefined);
    expect(tracker.feedback).toHaveBeenCalledOnce();
    expect(tracker.helpOffered).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
  });
});
