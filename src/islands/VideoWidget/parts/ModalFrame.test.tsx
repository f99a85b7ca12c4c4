// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeDialogBehaviour } from '../../../../tests/support/dialog-behaviour.tsx';
import { ModalFrame } from './ModalFrame.tsx';

describeDialogBehaviour('Video ModalFrame', {
  renderDialog: ({ onClose, children }) => (
    <ModalFrame label="Video" onClose={onClose}>
      {children}
    </ModalFrame>
  ),
});

function setup({ escapeDisabled = false } = {}) {
  const onClose = vi.fn();
  const view = render(
    <ModalFrame label="Video" onClose={onClose} escapeDisabled={escapeDisabled}>
      <button type="button">First</button>
      <button type="button" data-autofocus>
        Close video
      </button>
      <button type="button">Last</button>
    </ModalFrame>,
  );
  return { onClose, view, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Video ModalFrame', () => {
  describe('when opened', () => {
    it('focuses the [data-autofocus] control rather than the first one', () => {
      setup();
      expect(button('Close video')).toHaveFocus();
    });

    it('is a modal dialog named by its label', () => {
      setup();
      expect(screen.getByRole('dialog', { name: 'Video' })).toHaveAttribute('aria-modal', 'true');
    });
  });

  describe('when the visitor clicks the dimmed backdrop around the dialog', () => {
    it('closes', async () => {
      const { user, onClose } = setup();
      await user.click(screen.getByTestId('video-modal-backdrop'));
      expect(onClose).toHaveBeenCalledOnce();
    });
  });

  describe('the close says how it came (spec §9 action codes)', () => {
    it('Escape closes with 27', async () => {
      const { user, onClose } = setup();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledExactlyOnceWith('27');
    });

    it('a mouse click on the backdrop closes with 1', async () => {
      const { user, onClose } = setup();
      await user.click(screen.getByTestId('video-modal-backdrop'));
      expect(onClose).toHaveBeenCalledExactlyOnceWith('1');
    });

    it('a touch on the backdrop closes with 0', async () => {
      const { user, onClose } = setup();
      await user.pointer({ keys: '[TouchA]', target: screen.getByTestId('video-modal-backdrop') });
      expect(onClose).toHaveBeenCalledExactlyOnceWith('0');
    });
  });

  describe('when a drag starts inside the dialog and ends on the backdrop', () => {
    it('does not close', async () => {
      const { user, onClose } = setup();
      const backdrop = screen.getByTestId('video-modal-backdrop');
      await user.pointer([
        { keys: '[MouseLeft>]', target: button('Last') },
        { target: backdrop },
        { keys: '[/MouseLeft]', target: backdrop },
      ]);
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('given something inside owns Escape (the full-screen fallback)', () => {
    it('ignores Escape', async () => {
      const { user, onClose } = setup({ escapeDisabled: true });
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('given the browser is in full screen', () => {
    it('leaves Escape to the browser', async () => {
      Object.defineProperty(document, 'fullscreenElement', {
        configurable: true,
        get: () => document.body,
      });
      const { user, onClose } = setup();
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
      Reflect.deleteProperty(document, 'fullscreenElement');
    });
  });

  describe('given part of the page was inert already', () => {
    it('leaves it inert after closing', () => {
      const already = document.createElement('div');
      already.setAttribute('inert', '');
      document.body.append(already);
      const { view } = setup();
      expect(view.container).toHaveAttribute('inert');
      view.unmount();
      expect(view.container).not.toHaveAttribute('inert');
      expect(already).toHaveAttribute('inert');
      already.remove();
    });
  });
});
