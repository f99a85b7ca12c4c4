/**
 * The arithmetic of `npm run bench:field`: the field histograms read from /metrics' text, and
 * their 75th percentile computed as Prometheus's `histogram_quantile` computes it (linear within
 * the bucket that holds the rank), so the bench prints what the documented PromQL would show.
 */

export interface Bucket {
  /** The bucket's upper bound; Infinity for `+Inf`. */
  le: number;
  /** Observations at or below `le` (cumulative, as Prometheus exposes them). */
  count: number;
}

export interface Histogram {
  labels: Record<string, string>;
  buckets: Bucket[];
}

const LINE = /^(\w+)_bucket\{([^}]*)\}\s+(\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every series of the histogram `name` in a /metrics text, by its labels (without `le`). */
export function readHistograms(text: string, name: string): Histogram[] {
  const series = new Map<string, Histogram>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of match[2]!.matchAll(LABEL)) labels[key!] = value!;
    const { le, ...rest } = labels;
    const key = JSON.stringify(rest);
    const histogram = series.get(key) ?? { labels: rest, buckets: [] };
    histogram.buckets.push({ le: le === '+Inf' ? Infinity : Number(le), count: Number(match[3]) });
    series.set(key, histogram);
  }
  return [...series.values()];
}

/**
 * The q-quantile of cumulative buckets, as Prometheus's histogram_quantile: the rank's bucket,
 * interpolated linearly from its lower bound (0 for the first); a rank in `+Inf` answers the
 * highest finite bound. Undefined without observations.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | undefined {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return undefined;
  const rank = q * total;
  const index = sorted.findIndex((bucket) => bucket.count >= rank);
  const bucket = sorted[index]!;
  if (bucket.le === Infinity) return sorted.at(-2)?.le;
  const lower = index === 0 ? 0 : sorted[index - 1]!.le;
  const below = index === 0 ? 0 : sorted[index - 1]!.count;
  const inBucket = bucket.count - below;
  if (inBucket === 0) return bucket.le;
  return lower + (bucket.le - lower) * ((rank - below) / inBucket);
}

/** The number of observations of a series. */
export const observations = (histogram: Histogram): number =>
  histogram.buckets.find((bucket) => bucket.le === Infinity)?.count ?? 0;
