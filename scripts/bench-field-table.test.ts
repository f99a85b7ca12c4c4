import { describe, expect, it } from 'vitest';
import { histogramQuantile, observations, readHistograms } from './bench-field-table.ts';

const METRICS = `# HELP site_field_lcp_seconds Largest Contentful Paint
# TYPE site_field_lcp_seconds histogram
site_field_lcp_seconds_bucket{le="1",route="/wireless",visitor="anonymous",device="phone"} 2
site_field_lcp_seconds_bucket{le="2",route="/wireless",visitor="anonymous",device="phone"} 6
site_field_lcp_seconds_bucket{le="4",route="/wireless",visitor="anonymous",device="phone"} 8
site_field_lcp_seconds_bucket{le="+Inf",route="/wireless",visitor="anonymous",device="phone"} 8
site_field_lcp_seconds_sum{route="/wireless",visitor="anonymous",device="phone"} 11
site_field_lcp_seconds_count{route="/wireless",visitor="anonymous",device="phone"} 8
site_field_lcp_seconds_bucket{le="1",route="/es/wireless",visitor="signedIn",device="desktop"} 1
site_field_lcp_seconds_bucket{le="2",route="/es/wireless",visitor="signedIn",device="desktop"} 1
site_field_lcp_seconds_bucket{le="4",route="/es/wireless",visitor="signedIn",device="desktop"} 1
site_field_lcp_seconds_bucket{le="+Inf",route="/es/wireless",visitor="signedIn",device="desktop"} 1
site_field_cls_bucket{le="0.1",route="/wireless",visitor="anonymous",device="phone"} 3
`;

describe('readHistograms', () => {
  it('reads each series of one histogram with its buckets, without le', () => {
    const series = readHistograms(METRICS, 'site_field_lcp_seconds');
    expect(series.map((s) => s.labels)).toEqual([
      { route: '/wireless', visitor: 'anonymous', device: 'phone' },
      { route: '/es/wireless', visitor: 'signedIn', device: 'desktop' },
    ]);
    expect(series[0]!.buckets).toEqual([
      { le: 1, count: 2 },
      { le: 2, count: 6 },
      { le: 4, count: 8 },
      { le: Infinity, count: 8 },
    ]);
    expect(observations(series[0]!)).toBe(8);
  });
});

describe('histogramQuantile', () => {
  const buckets = readHistograms(METRICS, 'site_field_lcp_seconds')[0]!.buckets;

  it.each([
    // rank 6 of 8 is the last of the (1, 2] bucket's four
    [0.75, 2],
    // rank 4: two into the (1, 2] bucket's four
    [0.5, 1.5],
    // rank 1: half of the first bucket, from 0
    [0.125, 0.5],
    // rank 7: half of (2, 4]
    [0.875, 3],
  ])('q %d is %d', (q, value) => {
    expect(histogramQuantile(q, buckets)).toBeCloseTo(value);
  });

  it('answers 0 when the rank falls in a bucket whose bound is 0 (views that shifted nothing)', () => {
    const cls = [
      { le: 0, count: 9 },
      { le: 0.01, count: 10 },
      { le: Infinity, count: 10 },
    ];
    expect(histogramQuantile(0.75, cls)).toBe(0);
    expect(histogramQuantile(0.95, cls)).toBeCloseTo(0.005);
  });

  it('answers the highest finite bound for a rank in +Inf, and nothing without observations', () => {
    expect(
      histogramQuantile(0.75, [
        { le: 1, count: 1 },
        { le: Infinity, count: 4 },
      ]),
    ).toBe(1);
    expect(histogramQuantile(0.75, [{ le: Infinity, count: 0 }])).toBeUndefined();
  });
});
