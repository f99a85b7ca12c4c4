/**
 * Core Web Vitals from the field: the contract between the browser that measures a page view and
 * the server that counts it (`POST /api/vitals`). Every label the server may record comes from the
 * fixed lists here and the landing routes (./landing-routes.ts), so no beacon can create a new one; the server checks the body against them
 * (src/server/field-vitals.ts), the browser only fills it in (src/analytics/web-vitals.ts).
 */
import type { LandingRoute } from './landing-routes.ts';

/** Where the beacons go, on the node server and the static build's server alike. */
export const VITALS_PATH = '/api/vitals';

/** A beacon is about 150 bytes; anything near this limit is not one. */
export const VITALS_BODY_LIMIT = 4 * 1024;

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const VISITOR_KINDS = ['anonymous', 'recognised', 'signedIn'] as const;
export type VisitorKind = (typeof VISITOR_KINDS)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What one page view sends when it is hidden: the metrics gathered so far, and who saw them. */
export interface VitalsBeacon {
  /**
   * The page's path. Only the landing pages measure themselves (their page module starts the
   * measuring); the server counts no other route (LANDING_ROUTES).
   */
  route: LandingRoute;
  visitor: VisitorKind;
  /** The viewport's width in CSS pixels: the server turns it into a device class. */
  width: number;
  /** Milliseconds, except CLS (a unitless score). */
  metrics: Partial<Record<MetricName, number>>;
}

/**
 * The layout the page showed, by the site's breakpoints (src/styles/tokens.scss): a phone up to
 * 767 px, a tablet up to 1024 px (an iPad held sideways gets the tablet layout), a desktop above.
 */
export function deviceClass(width: number): DeviceClass {
  if (width <= 767) return 'phone';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}

/** Signed in wins over recognised: a signed-in visitor's device may be recognised as well. */
export function visitorKind(state: { signedIn: boolean; recognised: boolean }): VisitorKind {
  if (state.signedIn) return 'signedIn';
  return state.recognised ? 'recognised' : 'anonymous';
}

/**
 * The share of page views that send a beacon (the page's `data-vitals-sample-rate`, from
 * VITALS_SAMPLE_RATE). A missing or broken value counts every view, as the default does.
 */
export function sampleRate(raw: string | undefined): number {
  const rate = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
}

/** Whether this page view sends its beacon; `draw` is uniform in [0, 1) (Math.random). */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/** Values as sent: whole milliseconds, CLS to four decimals (a beacon stays small). */
export function roundMetric(name: MetricName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}
