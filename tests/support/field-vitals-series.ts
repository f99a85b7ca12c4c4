/**
 * The five field metrics and the /metrics histogram each is counted in (src/server/field-vitals.ts),
 * as the Chromium e2e and the cross-engine suite read them.
 */
export const SERIES = {
  CLS: 'site_field_cls',
  FCP: 'site_field_fcp_seconds',
  INP: 'site_field_inp_seconds',
  LCP: 'site_field_lcp_seconds',
  TTFB: 'site_field_ttfb_seconds',
} as const;

export type Metric = keyof typeof SERIES;
