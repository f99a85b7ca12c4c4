import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $workflow,
  $workflowOn,
  continueWithoutSignIn,
  showWorkflowAfterAccountFailure,
} from './page.ts';

beforeEach(() => {
  // Given a page whose workflow is off (atoms keep their value across tests; cleanStores
  // removes listeners and mounts).
  $workflow.set('off');
  keepMount($workflowOn);
});

afterEach(() => {
  cleanStores($workflow, $workflowOn);
});

describe('page store', () => {
  describe('when the visitor continues without signing in', () => {
    it('then the workflow turns on, chosen by the visitor', () => {
      continueWithoutSignIn();
      expect($workflowOn.get()).toBe(true);
      expect($workflow.get()).toBe('chosen');
    });
  });

  describe('when the account call fails', () => {
    it('then the workflow shows', () => {
      showWorkflowAfterAccountFailure();
      expect($workflowOn.get()).toBe(true);
      expect($workflow.get()).toBe('account-failed');
    });

    it('then a workflow the visitor already chose stays theirs', () => {
      continueWithoutSignIn();
      showWorkflowAfterAccountFailure();
      expect($workflow.get()).toBe('chosen');
    });
  });
});
