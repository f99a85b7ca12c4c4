// @vitest-environment jsdom
import { makeOthersInert } from './useInertOutside.ts';

function page() {
  document.body.innerHTML = `
    <header id="header"></header>
    <main id="main">
      <p id="before"></p>
      <section id="dialog"><button id="inside"></button></section>
      <p id="after"></p>
    </main>
    <footer id="footer" inert></footer>
    <div id="other-layer"></div>`;
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  return el;
}

const inert = (el: Element) => el.hasAttribute('inert');

describe('makeOthersInert (useInertOutside)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  describe('while a dialog is open', () => {
    it('makes its siblings and the siblings of its ancestors inert, not the dialog or its ancestors', () => {
      const el = page();
      const restore = makeOthersInert(el('dialog'));
      expect(['before', 'after', 'header', 'other-layer'].map((id) => inert(el(id)))).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(['dialog', 'inside', 'main'].map((id) => inert(el(id)))).toEqual([
        false,
        false,
        false,
      ]);
      restore();
    });
  });

  describe('after it closes', () => {
    it('restores everything it made inert, and leaves what was inert before', () => {
      const el = page();
      makeOthersInert(el('dialog'))();
      expect(document.querySelectorAll('[inert]')).toHaveLength(1);
      expect(inert(el('footer'))).toBe(true);
    });
  });

  describe('given a second dialog opened from the first', () => {
    it('the page stays inert until both are closed, in any order', () => {
      const el = page();
      const first = makeOthersInert(el('dialog'));
      const second = makeOthersInert(el('other-layer'));
      expect(inert(el('main'))).toBe(true);
      expect(inert(el('other-layer'))).toBe(false);
      first();
      expect(inert(el('header'))).toBe(true);
      expect(inert(el('main'))).toBe(true);
      second();
      expect(document.querySelectorAll('[inert]')).toHaveLength(1);
    });

    it('closing the second makes the first live again while the page stays inert', () => {
      const el = page();
      const first = makeOthersInert(el('dialog'));
      const second = makeOthersInert(el('other-layer'));
      second();
      expect(inert(el('main'))).toBe(false);
      expect(inert(el('other-layer'))).toBe(true);
      expect(inert(el('header'))).toBe(true);
      first();
      expect(document.querySelectorAll('[inert]')).toHaveLength(1);
    });
  });
});
