// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { createPusher, type DataLayerTarget } from './data-layer.ts';
import { startFieldVitals, WEB_VITAL_EVENT } from './web-vitals.ts';

/** The mocked library: each on* keeps its callback, and `hide()` plays what web-vitals does. */
const callbacks = vi.hoisted(() => new Map<string, (metric: Partial<Metric>) => void>());
vi.mock('web-vitals', () => {
  const on =
    (name: string) =>
    (callback: (metric: Partial<Metric>) => void, options?: { durationThreshold?: number }) => {
      callbacks.set(name, callback);
      if (options) callbacks.set(`${name} options`, options as never);
    };
  return {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

const report = (name: string, value: number, rating: Metric['rating'] = 'good') =>
  callbacks.get(name)?.({ name: name as Metric['name'], value, rating, id: 'v6-123-456' });

let visibility: DocumentVisibilityState = 'visible';
let pageEnds: AbortController;
const sendBeacon = vi.fn<(url: string, data: string) => boolean>(() => true);

/** A page at `path`: a landing page's root (with its sample rate), or with `rate: null` none. */
function page(path: string, rate?: string | null) {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'es';
  document.body.innerHTML =
    rate === null
      ? '<main></main>'
      : `<div data-page-analytics ${rate === undefined ? '' : `data-vitals-sample-rate="${rate}"`}></div>`;
  const target: DataLayerTarget = { dataLayer: [] };
  return { target, analytics: createPusher(() => target), signal: pageEnds.signal };
}

/** The page goes to the background: web-vitals' own listener reports first, as in a browser. */
function hide() {
  visibility = 'hidden';
  report('CLS', 0.0312);
  report('INP', 96);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  pageEnds = new AbortController();
  callbacks.clear();
  sendBeacon.mockClear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
});
afterEach(() => {
  pageEnds.abort();
  document.body.innerHTML = '';
});

describe('startFieldVitals', () => {
  it('times every interaction the browser reports, from 16 ms', () => {
    const { analytics, signal } = page('/wireless');
    startFieldVitals({ visitorKind: () => 'anonymous', analytics, draw: 0, signal });
    expect(callbacks.get('INP options')).toEqual({ durationThreshold: 16 });
  });

  it('sends one beacon with the five metrics and the visitor kind when the page is hidden', () => {
    const { analytics, signal } = page('/es/wireless');
    const sends = startFieldVitals({ visitorKind: () => 'signedIn', analytics, draw: 0.5, signal });
    expect(sends).toBe(true);
    report('TTFB', 120.4);
    report('FCP', 801.6);
    report('LCP', 1400.2, 'good');
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    // Coming back and hiding the page again sends nothing more: one beacon per page view.
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    hide();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(body)).toEqual({
      route: '/es/wireless',
      visitor: 'signedIn',
      width: 390,
      metrics: { TTFB: 120, FCP: 802, LCP: 1400, CLS: 0.0312, INP: 96 },
    });
  });

  it('pushes one Web_Vital event per metric, with the page, its language and the visitor kind', () => {
    const { target, analytics, signal } = page('/es/wireless');
    startFieldVitals({ visitorKind: () => 'recognised', analytics, draw: 0.5, signal });
    report('LCP', 4100, 'poor');
    hide();
    expect(target.dataLayer).toEqual([
      {
        event: WEB_VITAL_EVENT,
        metricName: 'LCP',
        metricValue: 4100,
        metricRating: 'poor',
        pageUrl: '/es/wireless',
        visitorKind: 'recognised',
        pageLanguage: 'es',
      },
      expect.objectContaining({ metricName: 'CLS', metricValue: 0.0312 }),
      expect.objectContaining({ metricName: 'INP', metricValue: 96 }),
    ]);
    // Never an identifier: web-vitals' metric id stays in the page.
    expect(JSON.stringify(target.dataLayer)).not.toContain('v6-123-456');
  });

  it('waits past pagehide for the visibilitychange that follows it, when CLS and INP are final', () => {
    const { analytics, signal } = page('/wireless');
    startFieldVitals({ visitorKind: () => 'anonymous', analytics, draw: 0, signal });
    report('LCP', 900);
    // Leaving a page: pagehide, then the document turns hidden.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendBeacon.mock.calls[0]![1]).metrics).toEqual({
      LCP: 900,
      CLS: 0.0312,
      INP: 96,
    });
  });

  it.each([
    ['0', 0, false],
    ['0.1', 0.05, true],
    ['0.1', 0.5, false],
    [undefined, 0.999, true],
  ])(
    'with sample rate %j and draw %d, sends a beacon: %s (the dataLayer gets events either way)',
    (rate, draw, sent) => {
      const { target, analytics, signal } = page('/wireless', rate);
      expect(startFieldVitals({ visitorKind: () => 'anonymous', analytics, draw, signal })).toBe(
        sent,
      );
      report('LCP', 900);
      hide();
      expect(sendBeacon).toHaveBeenCalledTimes(sent ? 1 : 0);
      expect(target.dataLayer).toHaveLength(3);
    },
  );

  it('sends nothing from a page that is not a landing page (no page root)', () => {
    const { analytics, signal } = page('/gallery', null);
    expect(startFieldVitals({ visitorKind: () => 'anonymous', analytics, draw: 0, signal })).toBe(
      false,
    );
    report('LCP', 900);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('counts a page restored from the back/forward cache as a new page view', () => {
    const { analytics, signal } = page('/wireless');
    startFieldVitals({ visitorKind: () => 'anonymous', analytics, draw: 0, signal });
    report('LCP', 900);
    hide();
    visibility = 'visible';
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    report('LCP', 30);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sendBeacon.mock.calls[1]![1]).metrics).toEqual({
      LCP: 30,
      CLS: 0.0312,
      INP: 96,
    });
  });
});
