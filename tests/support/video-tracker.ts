/** A video tracker whose every report is a spy, for the player's component tests. */
import { vi } from 'vitest';
import type { VideoTracker } from '../../src/video/analytics.ts';

export const fakeTracker = () =>
  ({
    restart: vi.fn(),
    commence: vi.fn(),
    timeUpdate: vi.fn(),
    progress: vi.fn(),
    complete: vi.fn(),
    interact: vi.fn(),
    playbackError: vi.fn(),
    feedback: vi.fn(),
    helpOffered: vi.fn(),
    helpChosen: vi.fn(),
    helpOutcome: vi.fn(),
  }) satisfies VideoTracker;
