// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { useHydrated, useStore } from './island-hooks.ts';

function Shows<Value>({ store, as }: { store: ReadableAtom<Value>; as: (value: Value) => string }) {
  return <output>{as(useStore(store))}</output>;
}

describe('useStore', () => {
  it('renders the store’s value and again whenever it changes', () => {
    const $name = atom('Jordan');
    const view = render(<Shows store={$name} as={(name) => name} />);
    expect(view.container.textContent).toBe('Jordan');
    act(() => $name.set('Sam'));
    expect(view.container.textContent).toBe('Sam');
  });

  it('renders a computed store that makes a new object each time without rendering forever', () => {
    const $count = atom(1);
    const $view = computed($count, (count) => ({ label: `${count} device(s)` }));
    const view = render(<Shows store={$view} as={(shown) => shown.label} />);
    expect(view.container.textContent).toBe('1 device(s)');
    act(() => $count.set(2));
    expect(view.container.textContent).toBe('2 device(s)');
  });

  it('stops listening when the island unmounts', () => {
    const $name = atom('Jordan');
    const view = render(<Shows store={$name} as={(name) => name} />);
    expect($name.lc).toBe(1);
    view.unmount();
    expect($name.lc).toBe(0);
  });

  it('takes a change made after its render read the store and before it subscribed', () => {
    const $name = atom('Jordan');
    function RenamesOnMount() {
      // Layout effects run before the hook's subscription (a passive effect).
      useLayoutEffect(() => $name.set('Sam'), []);
      return null;
    }
    const view = render(
      <>
        <Shows store={$name} as={(name) => name} />
        <RenamesOnMount />
      </>,
    );
    expect(view.container.textContent).toBe('Sam');
  });
});

describe('useHydrated', () => {
  function Mark() {
    return <output>{useHydrated() ? 'browser' : 'server'}</output>;
  }

  it('is false on the server and true once mounted in the browser', () => {
    expect(renderToString(<Mark />)).toContain('server');
    expect(render(<Mark />).container.textContent).toBe('browser');
  });
});
