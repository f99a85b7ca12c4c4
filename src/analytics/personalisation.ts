/**
 * Analytics reactions to the personalisation stores and the HTTP layer: A/B impressions from
 * the Ixp-Exp-Flags header and the recommendations row, page tracking when the recognised state
 * changes, the system event
 * for a failed consent check, and Form_Submit / Form_Response for the wireless-number dialog.
 * Every event carries the consent-state attributes.
 */
import { onExperimentFlags } from '../browser/http.ts';
import { $consentState, $isRecogStateOn, $numberModal } from '../stores/recognised.ts';
import { $isAuth } from '../stores/session.ts';
import { $recommendations } from '../stores/recommendations.ts';
import {
  RECOMMENDED_HEADING,
  RECOMMENDED_POSITION,
} from '../domain/personalisation/recommendations.ts';
import {
  provideConsentContext,
  siteAnalytics,
  type AnalyticsRecord,
  type Pusher,
} from './data-layer.ts';
import { pageLanguage } from './page-language.ts';

/** The status a system event carries when the consent check fails. */
export const CONSENT_FAILURE_STATUS = -2;
export const NUMBER_FORM_NAME = 'Enter your wireless number';

/** The visitor's consent state, as every event reports it (provideConsentContext in data-layer.ts). */
function consentState(): AnalyticsRecord {
  return {
    consentState: $consentState.get(),
    recognised: $isRecogStateOn.get(),
    authenticated: $isAuth.get(),
  };
}

/** The consent-state attributes every personalisation event carries. */
export function consentAttributes(): AnalyticsRecord {
  return { ...consentState(), ...pageLanguage() };
}

function pageTracking(pageUrl: string): AnalyticsRecord & { event: string } {
  return { event: 'Page_Load', pageUrl, ...consentAttributes() };
}

/** Starts every reaction; returns the function that stops them. */
export function startPersonalisationAnalytics(
  pageUrl: string,
  analytics: Pusher = siteAnalytics,
): () => void {
  const stops = [
    // From now on the page's own Page_Load and every Link_Click carry the live state.
    provideConsentContext(consentState),
    onExperimentFlags((flags, path) => {
      if (flags.length === 0) return;
      analytics.push({ event: 'impression', impressions: flags.join(','), source: path });
    }),
    $consentState.listen((state) => {
      if (state === 'failed') {
        analytics.push({ event: 'system', status: CONSENT_FAILURE_STATUS, ...consentAttributes() });
        analytics.push(pageTracking(pageUrl));
      }
    }),
    $isRecogStateOn.listen((on) => {
      if (on) analytics.push(pageTracking(pageUrl));
    }),
    $recommendations.listen((results) => {
      if (!results) return;
      analytics.push({
        event: 'impression',
        impressions: RECOMMENDED_HEADING,
        source: RECOMMENDED_POSITION,
        count: results.length,
        ...consentAttributes(),
      });
    }),
    numberFormReactions(pageUrl, analytics),
  ];
  return () => stops.forEach((stop) => stop());
}

function numberFormReactions(pageUrl: string, analytics: Pusher): () => void {
  let previous = $numberModal.get();
  return $numberModal.listen((status) => {
    const was = previous;
    previous = status;
    if (status === 'submitting') {
      analytics.push({ event: 'Form_Submit', formName: NUMBER_FORM_NAME, ...consentAttributes() });
      return;
    }
    if (was === 'submitting') {
      const response = status === 'closed' ? 'success' : status;
      analytics.push({
        event: 'Form_Response',
        formName: NUMBER_FORM_NAME,
        formResponse: response,
        ...consentAttributes(),
      });
    }
    // Closing the dialog re-tracks the page with the recognised flag as it now stands.
    if (status === 'closed') analytics.push(pageTracking(pageUrl));
  });
}
