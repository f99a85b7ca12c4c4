/**
 * The one way analytics leave the page: a push onto the page-global `window.dataLayer`,
 * guarded so the same event with the same data is never sent twice in a row.
 */
import { log } from '../domain/log.ts';

export type AnalyticsValue = string | number | boolean | undefined | AnalyticsRecord;
export interface AnalyticsRecord {
  [key: string]: AnalyticsValue;
}

export interface AnalyticsEvent extends AnalyticsRecord {
  event: string;
}

export interface DataLayerTarget {
  dataLayer?: unknown[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface Pusher {
  /** Sends the event; returns false when it was a repeat of the last one or no layer exists. */
  push(event: AnalyticsEvent): boolean;
  /** Forgets the last event, so the next one is sent even if it repeats. */
  reset(): void;
}

/** Stable serialisation (sorted keys) so key order never defeats the duplicate guard. */
export function eventKey(value: AnalyticsValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${eventKey(value[k])}`).join(',')}}`;
}

/**
 * @param target where the layer lives (window in the browser; a plain object in tests)
 * @param options.createLayer make the layer when absent (site pages) instead of logging a notice (embeds)
 */
export function createPusher(
  target: () => DataLayerTarget | undefined,
  options: { createLayer?: boolean; source?: string } = {},
): Pusher {
  let last: string | undefined;
  return {
    push(event) {
      const host = target();
      if (!host) return false;
      if (!Array.isArray(host.dataLayer)) {
        if (!options.createLayer) {
          log.info(
            options.source ?? 'analytics',
            `no dataLayer on the page; ${event.event} not sent`,
          );
          return false;
        }
        host.dataLayer = [];
      }
      const key = eventKey(event);
      if (key === last) return false;
      last = key;
      host.dataLayer.push(event);
      return true;
    },
    reset() {
      last = undefined;
    },
  };
}

const browserTarget = () => (typeof window === 'undefined' ? undefined : window);

/**
 * A site page owns its dataLayer, made here when missing: the video widget never makes one (an
 * embed's host page may have none), so on a page whose only analytics are the player's (the watch
 * page) its events would otherwise go nowhere.
 */
export function ownDataLayer(host: DataLayerTarget | undefined = browserTarget()): void {
  if (host && !Array.isArray(host.dataLayer)) host.dataLayer = [];
}

/** The site's pusher: pages own their dataLayer, so it is created when missing. */
export const siteAnalytics = createPusher(browserTarget, {
  createLayer: true,
  source: 'analytics',
});

/*
 * The consent-state attributes every Page_Load and Link_Click carries (spec §7). An anonymous
 * visitor's page never loads the personalisation layer, so its events carry the anonymous state
 * from here; the layer, once started, provides the live state (`provideConsentContext`). It lives
 * in this module, which every reporter already imports, so the context adds no module (and no
 * request) to a page.
 */

/** What the events say before (or without) the personalisation layer. */
export const ANONYMOUS_CONSENT: AnalyticsRecord = {
  consentState: 'unchecked',
  recognised: false,
  authenticated: false,
};

let current: () => AnalyticsRecord = () => ANONYMOUS_CONSENT;

export function consentContext(): AnalyticsRecord {
  return current();
}

/** The personalisation layer's live state; returns the function that restores the anonymous one. */
export function provideConsentContext(read: () => AnalyticsRecord): () => void {
  current = read;
  return () => {
    if (current === read) current = () => ANONYMOUS_CONSENT;
  };
}
