/**
 * Page state shared by the landing page's islands. Atoms hold the state; the actions below are
 * the only way islands change it.
 */
import { atom } from 'nanostores';
import type { ServiceName } from '../domain/services.ts';

/** The troubleshooting workflow is on (the visitor chose to continue without signing in). */
export const $workflowOn = atom(false);

/** The service the small-business service tabs show. */
export const $activeService = atom<ServiceName | undefined>(undefined);

/** The visitor chose "Continue without signing in": the workflow turns on. */
export function continueWithoutSignIn(): void {
  $workflowOn.set(true);
}

/** A service tab was chosen: sections keyed by service follow it. */
export function selectService(service: ServiceName): void {
  $activeService.set(service);
}
