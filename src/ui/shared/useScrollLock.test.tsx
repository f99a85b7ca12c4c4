// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { lockScroll, useScrollLock } from './useScrollLock.ts';

const html = () => document.documentElement;

function Locker({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('useScrollLock', () => {
  beforeEach(() => {
    html().style.overflow = 'auto';
  });
  afterEach(() => {
    html().style.overflow = '';
  });

  describe('while active', () => {
    it('hides the overflow of <html> and leaves <body> alone', () => {
      render(<Locker active />);
      expect(html().style.overflow).toBe('hidden');
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('after it turns inactive or unmounts', () => {
    it('restores the previous value', () => {
      const view = render(<Locker active />);
      view.rerender(<Locker active={false} />);
      expect(html().style.overflow).toBe('auto');
      view.rerender(<Locker active />);
      view.unmount();
      expect(html().style.overflow).toBe('auto');
    });
  });

  describe('given nested locks', () => {
    it.each([
      ['inner first', true],
      ['outer first', false],
    ])('released %s, scrolling returns only with the last one', (_name, innerFirst) => {
      const outer = lockScroll();
      const inner = lockScroll();
      (innerFirst ? inner : outer)();
      expect(html().style.overflow).toBe('hidden');
      (innerFirst ? outer : inner)();
      expect(html().style.overflow).toBe('auto');
    });

    it('a release called twice counts once', () => {
      const outer = lockScroll();
      const inner = lockScroll();
      inner();
      inner();
      expect(html().style.overflow).toBe('hidden');
      outer();
      expect(html().style.overflow).toBe('auto');
    });
  });
});
