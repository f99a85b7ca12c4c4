// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useDismiss, type DismissOptions } from './useDismiss.ts';

function Surface({ label, ...options }: { label: string } & Omit<DismissOptions, 'active'>) {
  const surface = useRef<HTMLDivElement>(null);
  useDismiss(surface, { active: true, ...options });
  return (
    <div ref={surface}>
      <button type="button">{`Inside ${label}`}</button>
    </div>
  );
}

function setup(options: Omit<DismissOptions, 'active'> = {}) {
  const onEscape = vi.fn();
  const onOutsideClick = vi.fn();
  render(
    <>
      <p>Outside</p>
      <Surface label="A" onEscape={onEscape} onOutsideClick={onOutsideClick} {...options} />
    </>,
  );
  return { onEscape, onOutsideClick, user: userEvent.setup() };
}

describe('useDismiss', () => {
  describe('when Escape is pressed', () => {
    it('calls onEscape and claims the key', async () => {
      const { user, onEscape } = setup();
      const seen = vi.fn();
      document.addEventListener('keydown', (event) => seen(event.defaultPrevented), { once: true });
      await user.keyboard('{Escape}');
      expect(onEscape).toHaveBeenCalledOnce();
      expect(seen).toHaveBeenCalledWith(true);
    });

    it('as soon as the surface is in the page (before the browser paints it), calls onEscape', async () => {
      // A dialog that opens after its code has loaded renders outside any event: React paints it
      // before it runs passive effects, and a key pressed in between must not be lost.
      const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
      const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
      react.IS_REACT_ACT_ENVIRONMENT = false;
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      const onEscape = vi.fn();
      try {
        const pressed = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!host.querySelector('button')) return;
            observer.disconnect();
            document.body.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
            );
            resolve();
          });
          observer.observe(host, { childList: true, subtree: true });
        });
        root.render(<Surface label="late" onEscape={onEscape} />);
        await pressed;
        expect(onEscape).toHaveBeenCalledOnce();
      } finally {
        root.unmount();
        host.remove();
        react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
    });

    it('given no onEscape, does nothing', async () => {
      const { user, onOutsideClick } = setup({ onEscape: undefined });
      await user.keyboard('{Escape}');
      expect(onOutsideClick).not.toHaveBeenCalled();
    });
  });

  describe('when the visitor clicks', () => {
    it('outside the surface: calls onOutsideClick', async () => {
      const { user, onOutsideClick } = setup();
      await user.click(screen.getByText('Outside'));
      expect(onOutsideClick).toHaveBeenCalledOnce();
    });

    it('inside the surface: does nothing', async () => {
      const { user, onOutsideClick } = setup();
      await user.click(screen.getByRole('button', { name: 'Inside A' }));
      expect(onOutsideClick).not.toHaveBeenCalled();
    });

    it('outside, given no onOutsideClick: does nothing', async () => {
      const { user, onEscape } = setup({ onOutsideClick: undefined });
      await user.click(screen.getByText('Outside'));
      expect(onEscape).not.toHaveBeenCalled();
    });
  });

  describe('when a drag starts inside the surface and ends outside', () => {
    it('does nothing (a slider or a text selection is not a dismissal)', async () => {
      const { user, onOutsideClick } = setup();
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByText('Inside A') },
        { target: screen.getByText('Outside') },
        { keys: '[/MouseLeft]', target: screen.getByText('Outside') },
      ]);
      expect(onOutsideClick).not.toHaveBeenCalled();
    });
  });

  describe('given the click that opens it', () => {
    it('is not taken for an outside click', async () => {
      const onOutsideClick = vi.fn();
      function Opener() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
            {open && <Surface label="A" onOutsideClick={onOutsideClick} />}
          </>
        );
      }
      render(<Opener />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
      expect(onOutsideClick).not.toHaveBeenCalled();
    });
  });

  describe('given two stacked surfaces', () => {
    it('only the topmost is dismissed', async () => {
      const lower = { onEscape: vi.fn(), onOutsideClick: vi.fn() };
      const upper = { onEscape: vi.fn(), onOutsideClick: vi.fn() };
      render(
        <>
          <Surface label="Lower" {...lower} />
          <Surface label="Upper" {...upper} />
        </>,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Inside Upper' }));
      await user.keyboard('{Escape}');
      expect(upper.onEscape).toHaveBeenCalledOnce();
      expect(lower.onEscape).not.toHaveBeenCalled();
      expect(lower.onOutsideClick).not.toHaveBeenCalled();
    });
  });
});
