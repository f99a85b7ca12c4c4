/**
 * hls.js behind the provider shape (./types.ts). The chunk is fetched with import() only when a
 * source needs it (after the mp4 failed), so it is never part of the page's initial JavaScript.
 *
 * Path choice: hls.js whenever Media Source Extensions exist, even though Chromium answers
 * canPlayType('application/vnd.apple.mpegurl') with "maybe": native HLS in desktop Chromium
 * differs between versions, while hls.js behaves the same everywhere. Native HLS is used only
 * where MSE is missing (e.g. iPhone Safari).
 */
import type HlsType from 'hls.js';
import type { StreamingLoader, StreamingProvider } from './types.ts';

export type HlsConstructor = typeof HlsType;

const HLS_MIME = 'application/vnd.apple.mpegurl';
export const HLS_SOURCE_TYPE = 'application/x-mpegURL';

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

/** The hls.js provider over a loader (tests pass one that resolves to a fake library). */
export function createHlsProvider(
  loader: StreamingLoader<HlsConstructor> = hlsLoader,
): StreamingProvider {
  let Hls: HlsConstructor | undefined;
  return {
    kind: 'hls.js',
    canPlay: (source, capabilities) => source.type === HLS_SOURCE_TYPE && capabilities.mse,
    async load() {
      Hls = await loader.load();
    },
    attach(video, src, events) {
      if (!Hls) throw new Error('hls.js: attach() before load()');
      if (!Hls.isSupported()) return undefined;
      // No worker: a blob-URL worker would need a CSP exception, and these renditions are tiny.
      const instance = new Hls({ enableWorker: false });
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) events.onFatal(data.details);
      });
      instance.on(Hls.Events.MANIFEST_PARSED, () => events.onReady());
      instance.loadSource(src);
      instance.attachMedia(video);
      return { destroy: () => instance.destroy() };
    },
  };
}

export const hlsProvider = createHlsProvider();
