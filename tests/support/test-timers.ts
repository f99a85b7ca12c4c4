import userEvent from '@testing-library/user-event';

/**
 * Fake timers plus a user-event instance that works with them. Testing Library's async
 * wrapper only advances fake clocks through a global `jest`, so vitest's clock is exposed
 * under that name for the duration of the test (unstubGlobals restores it).
 */
export function setupFakeTimersUser() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
