// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useFocusContainment, type InitialFocus } from './useFocusContainment.ts';

function Trap({
  label,
  active = true,
  initialFocus,
  empty = false,
}: {
  label: string;
  active?: boolean;
  initialFocus?: InitialFocus | 'last button (ref)';
  empty?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLButtonElement>(null);
  useFocusContainment(box, {
    active,
    initialFocus: initialFocus === 'last button (ref)' ? last : initialFocus,
  });
  return (
    <div ref={box} tabIndex={-1} data-testid={label}>
      {!empty && (
        <>
          <button type="button">{`${label} first`}</button>
          <button type="button" data-start>{`${label} middle`}</button>
          <button type="button" ref={last}>{`${label} last`}</button>
        </>
      )}
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusContainment', () => {
  describe('when activated', () => {
    it('focuses the first focusable element', () => {
      render(<Trap label="A" />);
      expect(button('A first')).toHaveFocus();
    });

    it('given an initial-focus selector, focuses that element', () => {
      render(<Trap label="A" initialFocus="[data-start]" />);
      expect(button('A middle')).toHaveFocus();
    });

    it('given an initial-focus ref, focuses that element', () => {
      render(<Trap label="A" initialFocus="last button (ref)" />);
      expect(button('A last')).toHaveFocus();
    });

    it('given nothing focusable, focuses the container and keeps it there on Tab', async () => {
      const user = userEvent.setup();
      render(<Trap label="A" empty />);
      expect(screen.getByTestId('A')).toHaveFocus();
      await user.tab();
      expect(screen.getByTestId('A')).toHaveFocus();
    });
  });

  describe('while active', () => {
    it('wraps Tab from the last element to the first, and Shift+Tab back', async () => {
      const user = userEvent.setup();
      render(<Trap label="A" initialFocus="last button (ref)" />);
      await user.tab();
      expect(button('A first')).toHaveFocus();
      await user.tab({ shift: true });
      expect(button('A last')).toHaveFocus();
    });

    it('leaves Tab between inner elements to the browser', async () => {
      const user = userEvent.setup();
      render(<Trap label="A" />);
      await user.tab();
      expect(button('A middle')).toHaveFocus();
    });
  });

  describe('given two stacked traps', () => {
    it('only the topmost traps Tab', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Trap label="Lower" />
          <Trap label="Upper" initialFocus="last button (ref)" />
        </>,
      );
      await user.tab();
      expect(button('Upper first')).toHaveFocus();
    });
  });

  describe('when inactive', () => {
    it('does not move focus or trap Tab', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Trap label="A" active={false} />
          <button type="button">After</button>
        </>,
      );
      expect(document.body).toHaveFocus();
      button('A last').focus();
      await user.tab();
      expect(button('After')).toHaveFocus();
    });
  });
});
