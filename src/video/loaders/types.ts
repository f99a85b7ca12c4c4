/**
 * The shape every streaming library has behind the engine (vidstack's provider loaders): a cheap
 * capability check, a lazy import() of the library's chunk, and an attach that plays one source
 * on the <video> and hands back something to destroy. The engine walks a list of these and never
 * names a library.
 */
import type { VideoSource } from '../model/metadata.ts';

/** What this browser can play without loading anything. */
export interface Capabilities {
  /** Media Source Extensions are available, so an MSE library (hls.js, dash.js) can be used. */
  mse: boolean;
  /** The element says it can play HLS itself. */
  nativeHls: boolean;
}

/** A streaming library's chunk behind a cached import(). */
export interface StreamingLoader<T> {
  /** Whether the library could play here (checked without loading it). */
  canPlay(): boolean;
  /** Loads the library's chunk; resolves to its entry point. */
  load(): Promise<T>;
}

/** What an attached library tells the engine. */
export interface StreamEvents {
  /** The stream cannot go on: the engine moves to the next step. */
  onFatal(detail: string): void;
  /** The stream is ready to play (manifest parsed). */
  onReady(): void;
}

/** One source playing through a library on one element. */
export interface StreamHandle {
  /** Stops the library and lets go of the element. */
  destroy(): void;
}

/** The names shown in `data-source` and the logs for the steps a library plays. */
export type ProviderKind = 'hls.js' | 'dash.js';

export interface StreamingProvider {
  readonly kind: ProviderKind;
  /** Whether this library should play `source` here (checked without loading it). */
  canPlay(source: VideoSource, capabilities: Capabilities): boolean;
  /** Fetches the library's chunk with import(); needed once before attach(). */
  load(): Promise<void>;
  /**
   * Plays `src` on `video` through the loaded library. Undefined when the library, once loaded,
   * says it cannot run here (the engine then moves on).
   */
  attach(video: HTMLVideoElement, src: string, events: StreamEvents): StreamHandle | undefined;
}
