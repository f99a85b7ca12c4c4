/**
 * The landing page's own module, imported once the page has loaded: page analytics for every
 * visitor, and the personalisation start-up for those whose cookies call for it.
 */
import { startLandingPage } from '../../analytics/landing-page.ts';
import { bootPersonalisation } from './bootstrap.ts';

export function startPage(): void {
  startLandingPage();
  bootPersonalisation();
}
