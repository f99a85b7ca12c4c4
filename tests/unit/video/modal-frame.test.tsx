// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalFrame } from '../../../src/islands/VideoWidget/parts/ModalFrame.tsx';

function setup() {
  const onClose = vi.fn();
  const page = document.createElement('main');
  page.innerHTML = '<button>Page button</button>';
  document.body.prepend(page);
  const view = render(
    <ModalFrame label="Video" onClose={onClose}>
      <button type="button" data-autofocus>
        First
      </button>
      <button type="button">Middle</button>
      <button type="button">Last</button>
    </ModalFrame>,
  );
  const cleanup = () => {
    view.unmount();
    page.remove();
  };
  return { onClose, page, view, cleanup, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('ModalFrame', () => {
  it('focuses the autofocus control on open', () => {
    const { cleanup } = setup();
    expect(button('First')).toHaveFocus();
    cleanup();
  });

  it('Tab on the last control moves to the first; Shift+Tab on the first moves to the last', async () => {
    const { user, cleanup } = setup();
    act(() => button('Last').focus());
    await user.tab();
    expect(button('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Middle')).toHaveFocus();
    cleanup();
  });

  it('Escape closes', async () => {
    const { user, onClose, cleanup } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
  });

  it('a click on the backdrop closes; a click inside the dialog does not', async () => {
    const { user, onClose, cleanup } = setup();
    await user.click(button('Middle'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('video-modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
  });

  it('a drag that starts inside the dialog and ends on the backdrop does not close', async () => {
    const { user, onClose, cleanup } = setup();
    const backdrop = screen.getByTestId('video-modal-backdrop');
    await user.pointer([
      { keys: '[MouseLeft>]', target: button('Middle') },
      { target: backdrop },
      { keys: '[/MouseLeft]', target: backdrop },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
  });

  it('makes the rest of the page inert and stops it scrolling while open; restores both on close', () => {
    document.documentElement.style.overflow = 'auto';
    const already = document.createElement('div');
    already.setAttribute('inert', '');
    document.body.append(already);
    const { page, view, cleanup } = setup();
    const backdrop = screen.getByTestId('video-modal-backdrop');
    expect(page).toHaveAttribute('inert');
    expect(view.container).toHaveAttribute('inert');
    expect(backdrop).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    cleanup();
    expect(page).not.toHaveAttribute('inert');
    expect(view.container).not.toHaveAttribute('inert');
    // What was inert before stays inert.
    expect(already).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('auto');
    already.remove();
    document.documentElement.style.overflow = '';
  });
});
