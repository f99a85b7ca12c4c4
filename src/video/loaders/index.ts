/**
 * The streaming libraries the player tries, in order, for sources it cannot play as a file.
 * DASH joins this list in part 2 (autoplay previews); the engine needs no change for it.
 */
import { hlsProvider } from './hls.ts';
import type { StreamingProvider } from './types.ts';

export const playerProviders: readonly StreamingProvider[] = [hlsProvider];
