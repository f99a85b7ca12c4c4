// @vitest-environment jsdom
import { askEvent } from '../domain/asked-islands.ts';
import { askForIsland, islandAsked } from './island-asks.ts';

describe('askForIsland', () => {
  it('marks the page, so a directive that looks later sees the ask', () => {
    expect(islandAsked('slots')).toBe(false);
    askForIsland('slots');
    expect(islandAsked('slots')).toBe(true);
    expect(islandAsked('dialog')).toBe(false);
  });

  it('tells a directive already waiting, once however often the page asks', () => {
    let told = 0;
    addEventListener(askEvent('dialog'), () => (told += 1));
    askForIsland('dialog');
    askForIsland('dialog');
    expect(told).toBe(1);
  });
});
