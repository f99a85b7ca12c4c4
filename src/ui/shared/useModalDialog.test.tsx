// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useModalDialog } from './useModalDialog.ts';

function Dialog() {
  const layer = useRef<HTMLDivElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  useModalDialog({ active: true, layer, surface });
  return (
    <div ref={layer}>
      <div ref={surface} role="dialog">
        <button type="button">Inside</button>
      </div>
    </div>
  );
}

describe('useModalDialog', () => {
  describe('when the dialog closes', () => {
    it('makes the page live again before giving focus back (an inert opener cannot take focus)', () => {
      const opener = document.createElement('button');
      document.body.append(opener);
      opener.focus();
      const view = render(<Dialog />);
      expect(opener.closest('[inert]')).not.toBeNull();
      let inertWhenFocused: boolean | undefined;
      vi.spyOn(opener, 'focus').mockImplementation(() => {
        inertWhenFocused = opener.closest('[inert]') !== null;
      });
      view.unmount();
      expect(inertWhenFocused).toBe(false);
      opener.remove();
    });
  });
});
