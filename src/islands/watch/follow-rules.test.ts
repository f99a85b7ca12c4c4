import { describe, expect, it } from 'vitest';
import { spanIndexAt } from '../../video/model/captions.ts';
import {
  currentCueIndex,
  isPlainClick,
  scrollToShow,
  secondsOf,
  windowsFromStarts,
  type ClickLike,
} from './follow-rules.ts';

/** The sample's transcript: a line every 5 s for two minutes. */
const lines = Array.from({ length: 24 }, (_, i) => ({ start: i * 5, end: i * 5 + 5 }));

describe('currentCueIndex: the line playing at a time', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 1],
    [75, 15],
    [75.4, 15],
    [119.9, 23],
    // The last line keeps its end second; past it nothing plays.
    [120, 23],
    [121, -1],
    [-1, -1],
    [undefined, -1],
    [Number.NaN, -1],
  ])('at %s s: line %i', (time, index) => {
    expect(currentCueIndex(lines, time)).toBe(index);
  });

  it('between two lines none is current', () => {
    const gappy = [
      { start: 0, end: 4 },
      { start: 6, end: 10 },
    ];
    expect(currentCueIndex(gappy, 5)).toBe(-1);
    expect(currentCueIndex(gappy, 6)).toBe(1);
  });

  it('no lines, no current line', () => {
    expect(currentCueIndex([], 3)).toBe(-1);
  });

  it("agrees with the player's own transcript rule", () => {
    const spans = lines.map((line) => ({ begin: line.start, end: line.end }));
    for (let time = -2; time <= 124; time += 0.5)
      expect(currentCueIndex(lines, time), `at ${time}`).toBe(spanIndexAt(spans, time));
  });
});

describe('windowsFromStarts: chapters run to the next one', () => {
  it('gives each chapter its window, the last to the end', () => {
    expect(windowsFromStarts([0, 30, 70], 120)).toEqual([
      { start: 0, end: 30 },
      { start: 30, end: 70 },
      { start: 70, end: 120 },
    ]);
    expect(currentCueIndex(windowsFromStarts([0, 30, 70], 120), 75)).toBe(2);
    expect(currentCueIndex(windowsFromStarts([0, 30, 70]), 500)).toBe(2);
  });
});

describe('scrollToShow: a scrolling transcript box moves only to show the line', () => {
  it.each([
    // A line in view: nothing moves.
    [{ top: 100, bottom: 400 }, { top: 150, bottom: 180 }, 0],
    [{ top: 100, bottom: 400 }, { top: 100, bottom: 400 }, 0],
    // Below the box: brought to its middle.
    [{ top: 100, bottom: 400 }, { top: 500, bottom: 530 }, 265],
    // Above it: the box scrolls back.
    [{ top: 100, bottom: 400 }, { top: 20, bottom: 50 }, -215],
    // Half out at the bottom.
    [{ top: 0, bottom: 300 }, { top: 290, bottom: 320 }, 155],
  ])('box %j, line %j: %d px', (box, line, delta) => {
    expect(scrollToShow(box, line)).toBe(delta);
  });
});

describe('isPlainClick: which clicks on a time link seek instead of navigating', () => {
  const plain: ClickLike = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it.each([
    [{}, true],
    [{ ctrlKey: true }, false],
    [{ metaKey: true }, false],
    [{ shiftKey: true }, false],
    [{ altKey: true }, false],
    [{ button: 1 }, false],
    [{ button: 2 }, false],
    [{ defaultPrevented: true }, false],
  ])('%j: %s', (change, expected) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(expected);
  });
});

it.each([
  ['75', 75],
  ['0', 0],
  ['7.5', 7.5],
  ['', undefined],
  [' ', undefined],
  ['-1', undefined],
  ['abc', undefined],
  [null, undefined],
])('secondsOf(%j) is %j', (value, seconds) => {
  expect(secondsOf(value)).toBe(seconds);
});
