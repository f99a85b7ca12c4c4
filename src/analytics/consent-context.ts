/**
 * The consent-state attributes every Page_Load and Link_Click carries (spec §7). An anonymous
 * visitor's page never loads the personalisation layer, so its events carry the anonymous state
 * from here; the layer, once started, provides the live state (`provideConsentContext`). Kept
 * apart from the stores so the shared components' click reports stay small.
 */
import type { AnalyticsRecord } from './data-layer.ts';

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
