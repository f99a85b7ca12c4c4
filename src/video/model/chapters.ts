/**
 * Chaptered videos play as one timeline made of parts. These rules map between the timeline the
 * visitor sees (the sum of the parts' lengths) and a position inside one part.
 */

/** Where each part starts on the whole timeline: [0, len0, len0 + len1, …]. */
export function partStarts(lengths: readonly number[]): number[] {
  const starts: number[] = [];
  let total = 0;
  for (const length of lengths) {
    starts.push(total);
    total += safeLength(length);
  }
  return starts;
}

export function totalLength(lengths: readonly number[]): number {
  return lengths.reduce((sum, length) => sum + safeLength(length), 0);
}

export interface PartPosition {
  /** The part that holds the time. */
  index: number;
  /** Seconds into that part. */
  offset: number;
}

/**
 * The part a timeline time falls in, by cumulative lengths. A time on a boundary belongs to the
 * part that starts there; times before 0 are the start, times past the end the last part's end.
 */
export function locatePart(lengths: readonly number[], time: number): PartPosition {
  if (lengths.length === 0) return { index: 0, offset: 0 };
  const at = Number.isFinite(time) && time > 0 ? time : 0;
  let start = 0;
  for (let index = 0; index < lengths.length; index += 1) {
    const length = safeLength(lengths[index] ?? 0);
    if (at < start + length) return { index, offset: at - start };
    start += length;
  }
  const last = lengths.length - 1;
  return { index: last, offset: safeLength(lengths[last] ?? 0) };
}

/** The timeline time of `offset` seconds into part `index`. */
export function timelineTime(lengths: readonly number[], index: number, offset: number): number {
  return (partStarts(lengths)[index] ?? 0) + Math.max(0, Number.isFinite(offset) ? offset : 0);
}

/** Chapter markers for the seek slider, as percent of the timeline (the first part's 0 left out). */
export function markerPercents(lengths: readonly number[]): number[] {
  const total = totalLength(lengths);
  if (!(total > 0)) return [];
  return partStarts(lengths)
    .slice(1)
    .map((start) => (start / total) * 100);
}

function safeLength(length: number): number {
  return Number.isFinite(length) && length > 0 ? length : 0;
}
