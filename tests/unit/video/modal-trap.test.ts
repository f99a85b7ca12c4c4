// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { trapTarget } from '../../../src/islands/VideoWidget/parts/ModalFrame.tsx';

describe('modal Tab trap', () => {
  const items = ['a', 'b', 'c'].map((id) =>
    Object.assign(document.createElement('button'), { id }),
  );
  const [a, b, c] = items;
  it.each([
    ['Tab on the last wraps to the first', c, false, a],
    ['Shift+Tab on the first wraps to the last', a, true, c],
    ['Tab in the middle is left to the browser', b, false, undefined],
    ['Shift+Tab in the middle is left to the browser', b, true, undefined],
    ['Tab from outside goes to the first', document.body, false, a],
    ['Shift+Tab from outside goes to the last', document.body, true, c],
  ])('%s', (_name, active, backwards, target) => {
    expect(trapTarget(items, active ?? null, backwards)).toBe(target);
  });

  it('does nothing without focusable items', () => {
    expect(trapTarget([], null, false)).toBeUndefined();
  });
});
