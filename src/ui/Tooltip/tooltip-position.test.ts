import { describe, expect, it } from 'vitest';
import { tooltipPosition, triggerMovedAway, viewportMargin } from './tooltip-position.ts';

const trigger = (left: number, width = 18) => ({ left, top: 200, width, height: 18 });

describe('viewportMargin', () => {
  it.each([
    [1366, 32],
    [601, 32],
    [600, 16],
    [375, 16],
  ])('viewport %i → %i px', (width, margin) => {
    expect(viewportMargin(width)).toBe(margin);
  });
});

describe('triggerMovedAway', () => {
  it.each([
    { name: 'unmoved', now: { left: 300, top: 200 }, moved: false },
    { name: '4 px down (the tolerance)', now: { left: 300, top: 204 }, moved: false },
    { name: '4 px left', now: { left: 296, top: 200 }, moved: false },
    { name: '5 px down', now: { left: 300, top: 205 }, moved: true },
    { name: '5 px up', now: { left: 300, top: 195 }, moved: true },
    { name: '40 px right', now: { left: 340, top: 200 }, moved: true },
  ])('$name → $moved', ({ now, moved }) => {
    expect(triggerMovedAway({ left: 300, top: 200 }, now)).toBe(moved);
  });
});

describe('tooltipPosition', () => {
  it.each([
    {
      name: 'centres over the trigger',
      left: 500,
      vw: 1366,
      boxWidth: 200,
      expected: { left: 409, width: 200, arrowLeft: 100 },
    },
    {
      name: 'caps the width at 320 px',
      left: 500,
      vw: 1366,
      boxWidth: 500,
      expected: { left: 349, width: 320, arrowLeft: 160 },
    },
    {
      name: 'keeps 32 px from the left edge on wide screens',
      left: 10,
      vw: 1366,
      boxWidth: 320,
      expected: { left: 32, width: 320, arrowLeft: 12 },
    },
    {
      name: 'keeps 32 px from the right edge',
      left: 1340,
      vw: 1366,
      boxWidth: 320,
      expected: { left: 1014, width: 320, arrowLeft: 308 },
    },
    {
      name: 'keeps 16 px on narrow screens and shrinks to fit',
      left: 100,
      vw: 320,
      boxWidth: 320,
      expected: { left: 16, width: 288, arrowLeft: 93 },
    },
    {
      name: 'defaults to the 320 px maximum',
      left: 600,
      vw: 1366,
      boxWidth: undefined,
      expected: { left: 449, width: 320, arrowLeft: 160 },
    },
  ])('$name', ({ left, vw, boxWidth, expected }) => {
    expect(
      tooltipPosition({ trigger: trigger(left), viewportWidth: vw, placement: 'bottom', boxWidth }),
    ).toMatchObject(expected);
  });

  it.each([
    ['bottom', undefined, 226],
    ['top', undefined, 192],
    ['top', 4, 196],
  ] as const)('%s placement with offset %s puts the edge at %i', (placement, offset, top) => {
    expect(
      tooltipPosition({ trigger: trigger(500), viewportWidth: 1366, placement, offset }).top,
    ).toBe(top);
  });
});
