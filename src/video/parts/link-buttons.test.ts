import { describe, expect, it } from 'vitest';
import type { LinkOverlay } from '../model/metadata.ts';
import { isLinkVisible, linkVariant, visibleLinks } from './link-buttons.ts';

const link = (begin: number, end: number, title = 'x'): LinkOverlay => ({
  begin,
  end,
  link: '/wireless',
  title,
  bgColor: 'blue',
  position: 'centerleft',
});

describe('timed link windows', () => {
  it.each([
    [1.99, false],
    [2, true],
    [4, true],
    [5.99, true],
    [6, false],
    [9, false],
  ])('a 2–6 s link at %d s is visible: %s', (time, visible) => {
    expect(isLinkVisible(link(2, 6), time)).toBe(visible);
  });

  it('lists only the links whose window holds the time', () => {
    const links = [link(0, 3, 'a'), link(2, 6, 'b'), link(5, 8, 'c')];
    expect(visibleLinks(links, 2.5).map((l) => l.title)).toEqual(['a', 'b']);
    expect(visibleLinks(links, 5).map((l) => l.title)).toEqual(['b', 'c']);
    expect(visibleLinks(links, 8)).toEqual([]);
  });
});

describe('link button colour', () => {
  it.each([
    ['blue', 'primary'],
    ['Blue', 'primary'],
    [' blue ', 'primary'],
    ['black', 'secondary'],
    ['white', 'secondary'],
    ['', 'secondary'],
    ['navy', 'secondary'],
  ])('%j is %s', (colour, variant) => {
    expect(linkVariant(colour)).toBe(variant);
  });
});
