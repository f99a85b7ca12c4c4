// @vitest-environment jsdom
import { focusableWithin, trapTabKey, trapTarget } from './focus.ts';

describe('trapTarget (where Tab goes inside a dialog)', () => {
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

  it('given nothing focusable, leaves Tab alone', () => {
    expect(trapTarget([], null, false)).toBeUndefined();
  });
});

describe('focusableWithin', () => {
  it('lists what Tab reaches, skipping disabled, hidden, inert and aria-hidden elements', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <a href="#x">link</a><a>no href</a>
      <button>ok</button><button disabled>disabled</button>
      <div hidden><button>in hidden</button></div>
      <div inert><button>in inert</button></div>
      <button aria-hidden="true">aria-hidden</button>
      <input type="hidden"><input aria-label="field">
      <span tabindex="0">tab stop</span><span tabindex="-1">script only</span>`;
    expect(
      focusableWithin(box).map((el) => el.textContent || el.getAttribute('aria-label')),
    ).toEqual(['link', 'ok', 'field', 'tab stop']);
  });
});

describe('trapTabKey', () => {
  it('given nothing focusable inside, keeps focus on the container', () => {
    const box = document.createElement('div');
    box.tabIndex = -1;
    document.body.append(box);
    const event = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    expect(trapTabKey(event, box)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(box).toHaveFocus();
    box.remove();
  });

  it('ignores other keys', () => {
    const box = document.createElement('div');
    expect(trapTabKey(new KeyboardEvent('keydown', { key: 'Enter' }), box)).toBe(false);
  });
});
