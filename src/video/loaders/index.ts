/**
 * The streaming libraries each surface tries, in order, for sources it cannot play as a file:
 * the player uses hls.js (spec §7: the HLS script when not in autoplay mode), the autoplay
 * preview dash.js (the DASH script in autoplay mode). Neither caller names a library.
 */
import { dashProvider } from './dash.ts';
import { hlsProvider } from './hls.ts';
import type { StreamingProvider } from './types.ts';

export const playerProviders: readonly StreamingProvider[] = [hlsProvider];

export const previewProviders: readonly StreamingProvider[] = [dashProvider];
