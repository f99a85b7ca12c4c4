/**
 * hls.js behind a loader. The chunk is fetched with import() only when a source needs it (after
 * the mp4 failed), so it is never part of the page's initial JavaScript.
 *
 * Path choice: hls.js whenever Hls.isSupported() (Media Source Extensions), even though
 * Chromium answers canPlayType('application/vnd.apple.mpegurl') with "maybe": native HLS in
 * desktop Chromium differs between versions, while hls.js behaves the same everywhere.
 * Native HLS is used only where MSE is missing (e.g. iPhone Safari).
 */
import type HlsType from 'hls.js';
import type { StreamingLoader } from './types.ts';

export type HlsConstructor = typeof HlsType;

const HLS_MIME = 'application/vnd.apple.mpegurl';

export function hasMediaSource(): boolean {
  return (
    typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
  );
}

export function canPlayNativeHls(video: Pick<HTMLVideoElement, 'canPlayType'>): boolean {
  return video.canPlayType(HLS_MIME) !== '';
}

let pending: Promise<HlsConstructor> | undefined;

export const hlsLoader: StreamingLoader<HlsConstructor> = {
  canPlay: hasMediaSource,
  load() {
    // One handler, attached once with the import: a failed chunk load may be retried later.
    pending ??= import('hls.js').then(
      (module) => module.default,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  },
};
