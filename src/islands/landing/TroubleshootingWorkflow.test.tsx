// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { $workflow, $workflowOn, continueWithoutSignIn } from '../../stores/page.ts';
import TroubleshootingWorkflow from './TroubleshootingWorkflow.tsx';

const steps = [
  { title: 'Restart your phone', description: 'Hold the power button.' },
  { title: 'Check airplane mode', description: 'Turn it off.' },
];

beforeEach(() => $workflow.set('off'));
afterEach(() => {
  // Unmount first: cleaning stores that components still subscribe to corrupts their counts.
  cleanup();
  cleanStores($workflowOn);
});

describe('TroubleshootingWorkflow', () => {
  describe('given the workflow is off', () => {
    it('then no workflow is shown', () => {
      render(<TroubleshootingWorkflow workflowName="Wireless troubleshooter" steps={steps} />);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    describe('when the visitor continues without signing in', () => {
      it('then the workflow name and its steps appear in order', () => {
        render(<TroubleshootingWorkflow workflowName="Wireless troubleshooter" steps={steps} />);
        act(() => continueWithoutSignIn());
        expect(
          screen.getByRole('heading', { name: 'Wireless troubleshooter' }),
        ).toBeInTheDocument();
        const items = screen.getAllByRole('listitem');
        expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
          'Restart your phone',
          'Check airplane mode',
        ]);
        expect(screen.getByText('Hold the power button.')).toBeInTheDocument();
      });
    });
  });
});
