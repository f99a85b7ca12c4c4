/**
 * The page view's Core Web Vitals as the `web-vitals` library measures them (LCP, INP, CLS, FCP,
 * TTFB, each final value reported once): every report is one `Web_Vital` dataLayer event, and,
 * for the sampled share of page views (the page root's `data-vitals-sample-rate`), the values
 * gathered so far go to the site in one beacon (`POST /api/vitals`) when the page is first
 * hidden (switched away from, or left), the moment web-vitals reports its final CLS and INP.
 * Nothing names the visitor: the beacon and the events carry a kind (anonymous, recognised,
 * signed in), never an identifier.
 *
 * Loaded by src/islands/page/field-vitals.ts at the first interaction, not before: the library
 * reads the page's buffered performance entries, so nothing that happened earlier is lost.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  isSampled,
  roundMetric,
  sampleRate,
  VITALS_PATH,
  type MetricName,
  type VisitorKind,
  type VitalsBeacon,
} from '../domain/field-vitals.ts';
import { siteAnalytics, type Pusher } from './data-layer.ts';
import { PAGE_ROOT_SELECTOR } from './landing-page.ts';
import { pageLanguage } from './page-language.ts';

export const WEB_VITAL_EVENT = 'Web_Vital';
export const INP_DURATION_THRESHOLD_MS = 16;

export interface FieldVitalsOptions {
  /** The visitor's kind when a metric is reported or the beacon leaves. */
  visitorKind: () => VisitorKind;
  win?: Window;
  analytics?: Pusher;
  /** Uniform in [0, 1): this view sends its beacon when it falls under the sample rate. */
  draw?: number;
  /** Ends the page's listeners (a test's page ends; a real page never does). */
  signal?: AbortSignal;
}

/** Starts measuring; returns whether this page view sends its beacon. */
export function startFieldVitals({
  visitorKind,
  win = window,
  analytics = siteAnalytics,
  draw = Math.random(),
  signal,
}: FieldVitalsOptions): boolean {
  const doc = win.document;
  const route = win.location.pathname as VitalsBeacon['route'];
  // Only a landing page carries the page root; the server counts no other route either.
  const root = doc.querySelector<HTMLElement>(PAGE_ROOT_SELECTOR);
  const sends = root !== null && isSampled(sampleRate(root.dataset['vitalsSampleRate']), draw);
  let gathered: Partial<Record<MetricName, number>> = {};
  let sent = false;

  const report = (metric: Metric) => {
    const name = metric.name as MetricName;
    const value = roundMetric(name, metric.value);
    gathered[name] = value;
    analytics.push({
      event: WEB_VITAL_EVENT,
      metricName: name,
      metricValue: value,
      metricRating: metric.rating,
      pageUrl: route,
      visitorKind: visitorKind(),
      ...pageLanguage(doc),
    });
  };
  for (const on of [onLCP, onCLS, onFCP, onTTFB]) on(report);
  // The shortest interactions the browser times (16 ms, not the library's 40 ms default) count
  // too: on a page this light most are short, and a view whose interactions are all under 40 ms
  // would otherwise report no INP at all.
  onINP(report, { durationThreshold: INP_DURATION_THRESHOLD_MS });

  const send = () => {
    if (sent || !sends || Object.keys(gathered).length === 0) return;
    sent = true;
    const beacon: VitalsBeacon = {
      route,
      visitor: visitorKind(),
      width: win.innerWidth,
      metrics: gathered,
    };
    // A string goes as text/plain: no preflight, and the browser sends it even as the page goes.
    win.navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
  };
  const listening = signal ? { signal } : {};
  // Added after web-vitals' own listener (on window, capturing), so its final CLS and INP are in.
  // Not at pagehide: leaving a page fires pagehide first and visibilitychange right after it (the
  // HTML standard's unload steps), so a beacon sent at pagehide would miss the final CLS and INP.
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState === 'hidden') send();
    },
    listening,
  );
  // A page restored from the back/forward cache is a new page view: web-vitals measures it anew.
  win.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      gathered = {};
      sent = false;
    },
    listening,
  );
  return sends;
}
