// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollableFocus } from './useScrollableFocus.ts';

function Scroller({ overflow }: { overflow: boolean }) {
  const ref = useScrollableFocus<HTMLDivElement>();
  return (
    <div
      data-testid="scroller"
      ref={(element) => {
        if (element) {
          Object.defineProperty(element, 'clientHeight', { value: 100, configurable: true });
          Object.defineProperty(element, 'scrollHeight', {
            value: overflow ? 400 : 100,
            configurable: true,
          });
        }
        return ref(element);
      }}
    >
      content
    </div>
  );
}

describe('useScrollableFocus', () => {
  it('makes an overflowing container a tab stop', () => {
    const { getByTestId } = render(<Scroller overflow />);
    expect(getByTestId('scroller')).toHaveAttribute('tabindex', '0');
  });

  it('leaves a container that fits out of the tab order', () => {
    const { getByTestId } = render(<Scroller overflow={false} />);
    expect(getByTestId('scroller')).not.toHaveAttribute('tabindex');
  });
});
