/**
 * The landing page's own module, imported once the page has loaded: page analytics for every
 * visitor, the personalisation start-up for those whose cookies call for it, and the field
 * measurement of Core Web Vitals from the first interaction on.
 */
import { startLandingPage } from '../../analytics/landing-page.ts';
import { bootPersonalisation } from './bootstrap.ts';
import { loadFieldVitals } from './field-vitals.ts';

export function startPage(): void {
  startLandingPage();
  loadFieldVitals(bootPersonalisation());
  // The service worker and the offline notice (docs/offline.md), in their own small chunk; the
  // page works without them.
  import('./service-worker.ts').then(({ startOffline }) => startOffline()).catch(() => undefined);
}
