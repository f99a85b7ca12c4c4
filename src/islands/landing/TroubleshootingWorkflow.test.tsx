// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import {
  $workflow,
  $workflowOn,
  continueWithoutSignIn,
  showWorkflowAfterAccountFailure,
} from '../../stores/page.ts';
import TroubleshootingWorkflow, {
  type TroubleshootingWorkflowProps,
} from './TroubleshootingWorkflow.tsx';

const steps = [
  { title: 'Restart your phone', description: 'Hold the power button.' },
  { title: 'Check airplane mode', description: 'Turn it off.' },
];

const props: TroubleshootingWorkflowProps = {
  workflowName: 'Wireless troubleshooter',
  steps,
  controls: {
    back: 'Go back',
    mainMenu: { text: 'Support menu', href: '/support' },
    topSolutions: { text: 'Our top fixes', href: '#topSolutionsSection' },
  },
};

beforeEach(() => $workflow.set('off'));
afterEach(() => {
  // Unmount first: cleaning stores that components still subscribe to corrupts their counts.
  cleanup();
  cleanStores($workflowOn);
});

describe('TroubleshootingWorkflow', () => {
  describe('given the workflow is off', () => {
    it('then no workflow is shown', () => {
      render(<TroubleshootingWorkflow {...props} />);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    describe('when the visitor continues without signing in', () => {
      it('then the workflow name and its steps appear in order', () => {
        render(<TroubleshootingWorkflow {...props} />);
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

      it("then the content's labels lead on: top solutions, support's main menu", () => {
        render(<TroubleshootingWorkflow {...props} />);
        act(() => continueWithoutSignIn());
        expect(screen.getByRole('link', { name: 'Our top fixes' })).toHaveAttribute(
          'href',
          '#topSolutionsSection',
        );
        expect(screen.getByRole('link', { name: 'Support menu' })).toHaveAttribute(
          'href',
          '/support',
        );
      });

      it('then Back returns to the bar and takes focus to Fix my Wireless', async () => {
        const section = document.createElement('section');
        section.id = 'fixMyService';
        document.body.append(section);
        render(<TroubleshootingWorkflow {...props} />, { container: section });
        act(() => continueWithoutSignIn());
        await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
        expect($workflow.get()).toBe('off');
        expect(screen.queryByRole('heading')).not.toBeInTheDocument();
        expect(document.activeElement).toBe(section);
        section.remove();
      });
    });
  });

  describe('given the workflow shows because the account did not load', () => {
    it('then it offers no Back: there is no bar choice to return to', () => {
      render(<TroubleshootingWorkflow {...props} />);
      act(() => showWorkflowAfterAccountFailure());
      expect(screen.getByRole('heading', { name: 'Wireless troubleshooter' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    });
  });

  describe('given a page without top solutions', () => {
    it('then the workflow offers no way to them', () => {
      const { topSolutions: _none, ...controls } = props.controls;
      render(<TroubleshootingWorkflow {...props} controls={controls} />);
      act(() => continueWithoutSignIn());
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Support menu']);
    });
  });

  describe('given a popular solution', () => {
    const solution = {
      heading: 'Popular fixes',
      title: 'Restart your phone',
      content: 'A restart fixes most connection problems.',
      href: '/support/article/wireless/KM1011234',
    };

    it('then it shows under its label, its title linking to its article', () => {
      render(<TroubleshootingWorkflow {...props} popularSolution={solution} />);
      act(() => continueWithoutSignIn());
      expect(screen.getByRole('heading', { name: 'Popular fixes', level: 4 })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'Restart your phone' });
      expect(link).toHaveAttribute('href', solution.href);
      expect(link).not.toHaveAttribute('target');
      expect(screen.getByText(solution.content)).toBeInTheDocument();
    });

    it('then a new-window option opens apart, safely, and says so', () => {
      render(
        <TroubleshootingWorkflow {...props} popularSolution={{ ...solution, newWindow: true }} />,
      );
      act(() => continueWithoutSignIn());
      const link = screen.getByRole('link', { name: /^Restart your phone/ });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName('Restart your phone (opens in a new tab)');
    });

    it('then one in another language than the workflow is marked', () => {
      render(<TroubleshootingWorkflow {...props} popularSolution={{ ...solution, lang: 'en' }} />);
      act(() => continueWithoutSignIn());
      expect(screen.getByText(solution.content)).toHaveAttribute('lang', 'en');
    });
  });
});
