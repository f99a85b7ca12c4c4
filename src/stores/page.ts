/**
 * Page state shared by the landing page's islands. Atoms hold the state; the actions below are
 * the only way islands change it. Reactions (analytics) listen to the atoms; they are not called
 * from the actions.
 */
import { atom } from 'nanostores';

/** The troubleshooting workflow is on (the visitor chose to continue without signing in). */
export const $workflowOn = atom(false);

/** The visitor chose "Continue without signing in": the workflow turns on. */
export function continueWithoutSignIn(): void {
  $workflowOn.set(true);
}

/** The tab a signed-in smb visitor lands on, decided once per page from their accounts. */
export const $defaultTabOnAuth = atom<string | undefined>(undefined);

export function setDefaultTabOnAuth(topic: string | undefined): void {
  if ($defaultTabOnAuth.get() !== undefined || topic === undefined) return;
  $defaultTabOnAuth.set(topic);
}
