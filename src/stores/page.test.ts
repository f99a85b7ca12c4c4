import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $workflowOn, continueWithoutSignIn } from './page.ts';

beforeEach(() => {
  // Given a page whose workflow is off (atoms keep their value across tests; cleanStores
  // removes listeners and mounts).
  $workflowOn.set(false);
  keepMount($workflowOn);
});

afterEach(() => {
  cleanStores($workflowOn);
});

describe('page store', () => {
  describe('when the visitor continues without signing in', () => {
    it('then the workflow turns on', () => {
      continueWithoutSignIn();
      expect($workflowOn.get()).toBe(true);
    });
  });
});
