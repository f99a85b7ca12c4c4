// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from './useReturnFocus.ts';

function Dialog({ active }: { active: boolean }) {
  const inside = useRef<HTMLButtonElement>(null);
  useReturnFocus(active);
  useEffect(() => {
    if (active) inside.current?.focus();
  }, [active]);
  return (
    <button type="button" ref={inside}>
      Inside
    </button>
  );
}

function setup() {
  const opener = document.createElement('button');
  opener.textContent = 'Opener';
  document.body.append(opener);
  opener.focus();
  const view = render(<Dialog active />);
  return { opener, view };
}

describe('useReturnFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  describe('when the dialog closes', () => {
    it('returns focus to the opener', () => {
      const { opener, view } = setup();
      expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
      view.rerender(<Dialog active={false} />);
      expect(opener).toHaveFocus();
    });
  });

  describe('when the dialog unmounts', () => {
    it('returns focus to the opener', () => {
      const { opener, view } = setup();
      view.unmount();
      expect(opener).toHaveFocus();
    });
  });

  describe('given the opener was removed meanwhile', () => {
    it('leaves focus alone', () => {
      const { opener, view } = setup();
      const focus = vi.spyOn(opener, 'focus');
      act(() => opener.remove());
      view.unmount();
      expect(focus).not.toHaveBeenCalled();
    });
  });
});
