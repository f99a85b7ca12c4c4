/** A streaming library behind a loader: a cheap capability check and a lazy load of its chunk. */
export interface StreamingLoader<T> {
  /** Whether the library could play here (checked without loading it). */
  canPlay(): boolean;
  /** Loads the library's chunk; resolves to its constructor. */
  load(): Promise<T>;
}
