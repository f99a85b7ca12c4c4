/**
 * dash.js behind a loader, for part 2's autoplay previews. Loaded with import() only then;
 * when the chunk fails to load, DASH use is turned off for the page (spec: DASH script fails).
 */
import type * as Dash from 'dashjs';
import type { StreamingLoader } from './types.ts';

type DashModule = typeof Dash;

let pending: Promise<DashModule> | undefined;
let disabled = false;

export const dashLoader: StreamingLoader<DashModule> & { disabled(): boolean } = {
  canPlay: () => !disabled && typeof window !== 'undefined' && 'MediaSource' in window,
  disabled: () => disabled,
  load() {
    pending ??= import('dashjs').catch((error: unknown) => {
      disabled = true;
      throw error;
    });
    return pending;
  },
};
