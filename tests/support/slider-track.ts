/** jsdom has no layout: every element measures as a slider track of `width` px starting at x = 0. */
import { vi } from 'vitest';

export const mockTrackBox = (width = 200) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    width,
    top: 0,
    height: 24,
  } as DOMRect);
