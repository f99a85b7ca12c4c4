// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describeDialogBehaviour } from '../../../tests/support/dialog-behaviour.tsx';
import { Modal } from './Modal.tsx';
import { renderInLocale } from '../../../tests/support/locale.tsx';

describeDialogBehaviour('Modal', {
  renderDialog: ({ onClose, children }) => (
    <Modal open onClose={onClose} title="Unlimited plans">
      {children}
    </Modal>
  ),
});

describe('Modal', () => {
  describe('when open', () => {
    it('is a modal dialog named by its title, with focus on its close button', () => {
      render(
        <Modal open onClose={() => {}} title="Unlimited plans" size="large" kind="email-capture">
          <button type="button">Compare</button>
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Unlimited plans' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAttribute('data-size', 'large');
      expect(dialog).toHaveAttribute('data-kind', 'email-capture');
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });
  });

  describe('when closed', () => {
    it('renders nothing', () => {
      render(<Modal open={false} onClose={() => {}} title="Unlimited plans" />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('Modal in Spanish', () => {
  it('names its close control in Spanish', () => {
    renderInLocale(<Modal open onClose={() => {}} title="Planes ilimitados" />, 'es');
    expect(
      within(screen.getByRole('dialog', { name: 'Planes ilimitados' })).getByRole('button', {
        name: 'Cerrar',
      }),
    ).toHaveFocus();
  });

  it("keeps the caller's close label", () => {
    renderInLocale(
      <Modal open onClose={() => {}} title="Planes" closeLabel="Cerrar planes" />,
      'es',
    );
    expect(screen.getByRole('button', { name: 'Cerrar planes' })).toBeInTheDocument();
  });
});
