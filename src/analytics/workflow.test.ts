import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportWorkflowStart } from './workflow.ts';
import { createPusher, type DataLayerTarget } from './data-layer.ts';
import {
  $workflow,
  continueWithoutSignIn,
  showWorkflowAfterAccountFailure,
} from '../stores/page.ts';

beforeEach(() => {
  // Given a page whose workflow is off (atoms keep their value across tests; cleanStores
  // removes listeners and mounts).
  $workflow.set('off');
  keepMount($workflow);
});

afterEach(() => {
  cleanStores($workflow);
});

describe('workflow analytics reaction', () => {
  const layer = () => {
    const host: DataLayerTarget = { dataLayer: [] };
    return { host, pusher: createPusher(() => host) };
  };

  describe('given it listens to the page store', () => {
    it('when the workflow turns on, then one Link_Click names the control and the fix anchor', () => {
      const { host, pusher } = layer();
      reportWorkflowStart('Continue without signing in', pusher);
      continueWithoutSignIn();
      expect(host.dataLayer).toEqual([
        {
          event: 'Link_Click',
          action: 'linkClick',
          linkName: 'Continue without signing in',
          linkDestinationUrl: '#fixMyService',
          linkPosition: 'Body',
          consentState: 'unchecked',
          recognised: false,
          authenticated: false,
        },
      ]);
    });

    it('when the workflow is already on, then a repeat action reports nothing more', () => {
      const { host, pusher } = layer();
      reportWorkflowStart('Continue', pusher);
      continueWithoutSignIn();
      continueWithoutSignIn();
      expect(host.dataLayer).toHaveLength(1);
    });

    it('when the workflow shows because the account failed, then no click is reported', () => {
      const { host, pusher } = layer();
      reportWorkflowStart('Continue', pusher);
      showWorkflowAfterAccountFailure();
      expect(host.dataLayer).toEqual([]);
    });

    it('after it stops listening, then nothing is reported', () => {
      const { host, pusher } = layer();
      const stop = reportWorkflowStart('Continue', pusher);
      stop();
      continueWithoutSignIn();
      expect(host.dataLayer).toEqual([]);
    });
  });

  describe('given the store is cleaned', () => {
    it('then earlier listeners are gone', () => {
      const { host, pusher } = layer();
      reportWorkflowStart('Continue', pusher);
      cleanStores($workflow);
      continueWithoutSignIn();
      expect(host.dataLayer).toEqual([]);
    });
  });
});
