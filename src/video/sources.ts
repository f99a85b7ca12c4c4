/**
 * Source selection: the mp4 (the second source entry) plays first; after a media load error the
 * HLS entry plays, through hls.js where Media Source Extensions exist, natively otherwise.
 */
import type { VideoSource } from './metadata.ts';

export type PlaybackStep =
  | { kind: 'file'; src: string; type: VideoSource['type'] }
  | { kind: 'hls.js'; src: string }
  | { kind: 'native-hls'; src: string };

export interface Capabilities {
  /** Media Source Extensions are available, so hls.js can be used. */
  mse: boolean;
  /** The element says it can play HLS itself. */
  nativeHls: boolean;
}

export function playbackPlan(sources: readonly VideoSource[], caps: Capabilities): PlaybackStep[] {
  const files = sources.filter((s) => s.type === 'video/mp4');
  const hls = sources.filter((s) => s.type === 'application/x-mpegURL');
  const steps: PlaybackStep[] = files.map((s) => ({ kind: 'file', src: s.src, type: s.type }));
  for (const s of hls) {
    if (caps.mse) steps.push({ kind: 'hls.js', src: s.src });
    else if (caps.nativeHls) steps.push({ kind: 'native-hls', src: s.src });
  }
  return steps;
}
