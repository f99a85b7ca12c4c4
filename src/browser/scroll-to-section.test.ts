// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection } from './scroll-to-section.ts';
import { setLogSink } from '../domain/log.ts';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  document.body.innerHTML = '';
});

function fakeWindow(width: number, scrollY: number) {
  const scrollTo = vi.fn();
  const win = {
    document,
    innerWidth: width,
    scrollY,
    scrollTo,
    matchMedia: () => ({ matches: false }),
  } as unknown as Window;
  return { win, scrollTo };
}

describe('scrollToSection', () => {
  it.each([
    [1366, 1000 + 500 - 96],
    [1024, 1000 + 500 - 88],
    [767, 1000 + 500 - 80],
  ])('at %i px scrolls so the section clears the header plus 32 px', (width, expectedTop) => {
    document.body.innerHTML = '<h2 id="fixMyService">Fix</h2>';
    const target = document.getElementById('fixMyService');
    if (!target) throw new Error('fixture');
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    const { win, scrollTo } = fakeWindow(width, 1000);
    expect(scrollToSection('fixMyService', win)).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: expectedTop, behavior: 'smooth' });
  });

  it("logs 'Document not found.' when the section is missing", () => {
    const lines: string[] = [];
    restore = setLogSink((_level, _source, message) => lines.push(message));
    const { win, scrollTo } = fakeWindow(1366, 0);
    expect(scrollToSection('nowhere', win)).toBe(false);
    expect(lines).toEqual(['Document not found.']);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
