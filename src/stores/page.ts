/**
 * Page state shared by the landing page's islands. Atoms hold the state; the actions below are
 * the only way islands change it. Reactions (analytics) listen to the atoms; they are not called
 * from the actions.
 */
import { atom, computed } from 'nanostores';

/**
 * The troubleshooting workflow: off, chosen by the visitor ("Continue without signing in"), or
 * shown because the account did not load (spec §4: the failure leaves the workflow visible).
 */
export type WorkflowState = 'off' | 'chosen' | 'account-failed';

export const $workflow = atom<WorkflowState>('off');
export const $workflowOn = computed($workflow, (state) => state !== 'off');

/** The visitor chose "Continue without signing in": the workflow turns on. */
export function continueWithoutSignIn(): void {
  $workflow.set('chosen');
}

/**
 * The visitor goes back from the workflow they chose to the bar they chose it on. A workflow
 * shown because the account failed stays: the bar has nothing else to offer then.
 */
export function leaveWorkflow(): void {
  if ($workflow.get() === 'chosen') $workflow.set('off');
}

/** The account call failed: the workflow shows, so the visitor still has a way to fix things. */
export function showWorkflowAfterAccountFailure(): void {
  if ($workflow.get() === 'off') $workflow.set('account-failed');
}

/** The tab a signed-in smb visitor lands on, decided once per page from their accounts. */
export const $defaultTabOnAuth = atom<string | undefined>(undefined);

export function setDefaultTabOnAuth(topic: string | undefined): void {
  if ($defaultTabOnAuth.get() !== undefined || topic === undefined) return;
  $defaultTabOnAuth.set(topic);
}
