import { describe, expect, it } from 'vitest';
import { playlistShownByDefault, type PlayerLayout } from './player-mode.ts';

describe('playlistShownByDefault: the chapter list before the visitor chooses', () => {
  it.each<[PlayerLayout, number, boolean]>([
    ['inline', 854, true],
    ['inline', 501, true],
    ['inline', 500, false],
    ['inline', 250, false],
    ['cinema', 1500, true],
    ['cinema', 400, false],
    ['modal', 854, false],
    ['modal', 1500, false],
  ])('%s at %i px: %s', (layout, width, shown) => {
    expect(playlistShownByDefault(layout, width)).toBe(shown);
  });
});
