import { expect, it } from 'vitest';
import { shouldDock, type DockState } from './corner-box.ts';

const docking: DockState = {
  enabled: true,
  desktop: true,
  scrolledPast: true,
  playing: true,
  dismissed: false,
  docked: false,
};

it.each([
  [{}, true],
  [{ enabled: false }, false],
  [{ desktop: false }, false],
  [{ scrolledPast: false }, false],
  [{ scrolledPast: false, docked: true }, false],
  [{ playing: false }, false],
  [{ playing: false, docked: true }, true],
  [{ dismissed: true }, false],
  [{ dismissed: true, docked: true }, false],
] as [Partial<DockState>, boolean][])('%j docks: %s', (change, docked) => {
  expect(shouldDock({ ...docking, ...change })).toBe(docked);
});
