/**
 * Source selection: the mp4 (the second source entry) plays first; after a media load error each
 * streaming source plays through the first provider that can play it here (hls.js where Media
 * Source Extensions exist), or natively where the element plays HLS itself.
 */
import { HLS_SOURCE_TYPE } from './loaders/hls.ts';
import type { Capabilities, ProviderKind, StreamingProvider } from './loaders/types.ts';
import type { VideoSource } from './model/metadata.ts';

export type { Capabilities };

export type PlaybackStep =
  | { kind: 'file'; src: string; type: VideoSource['type'] }
  | { kind: 'native-hls'; src: string; type: VideoSource['type'] }
  | { kind: ProviderKind; src: string; type: VideoSource['type']; provider: StreamingProvider };

export function playbackPlan(
  sources: readonly VideoSource[],
  caps: Capabilities,
  providers: readonly StreamingProvider[],
): PlaybackStep[] {
  const steps: PlaybackStep[] = sources
    .filter((s) => s.type === 'video/mp4')
    .map((s) => ({ kind: 'file', src: s.src, type: s.type }));
  for (const source of sources) {
    if (source.type === 'video/mp4') continue;
    const provider = providers.find((p) => p.canPlay(source, caps));
    if (provider) steps.push({ kind: provider.kind, src: source.src, type: source.type, provider });
    else if (source.type === HLS_SOURCE_TYPE && caps.nativeHls)
      steps.push({ kind: 'native-hls', src: source.src, type: source.type });
  }
  return steps;
}
