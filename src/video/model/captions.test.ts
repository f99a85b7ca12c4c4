import { describe, expect, it, vi } from 'vitest';
import {
  activeCue,
  cueText,
  currentSentenceIndex,
  filterTerm,
  groupSentences,
  highlightParts,
  lineVisible,
  overlayCaption,
  parseTimelineCaptions,
  type Cue,
} from './captions.ts';

const cue = (begin: number, end: number, text: string): Cue => ({ begin, end, text });

describe('parseTimelineCaptions', () => {
  it('reads {b, t, e} in whole seconds with line breaks as spaces', () => {
    const json = JSON.stringify([
      { b: '00:00:00.000', t: 'Welcome<br>to support.', e: '00:00:02.600' },
      { b: '00:00:02.600', t: 'In this<br/>short<BR />video', e: '00:00:04.000' },
      { b: '0:04', t: 'line\nbreak', e: 6 },
    ]);
    expect(parseTimelineCaptions(json)).toEqual([
      cue(0, 2, 'Welcome to support.'),
      cue(2, 4, 'In this short video'),
      cue(4, 6, 'line break'),
    ]);
  });

  it.each([
    ['not json', '[{"b":'],
    ['not a list of cues', '{"b": 1}'],
  ])('logs and ignores %s', (_name, json) => {
    const onError = vi.fn();
    expect(parseTimelineCaptions(json, onError)).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
  });

  it.each([undefined, '', '  '])('%j gives no captions without logging', (json) => {
    const onError = vi.fn();
    expect(parseTimelineCaptions(json, onError)).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('drops cues without text', () => {
    expect(
      parseTimelineCaptions('[{"b":"0:01","e":"0:02"},{"b":"0:02","t":"<br>","e":"0:03"}]'),
    ).toEqual([]);
  });
});

it.each([
  ['a<br>b', 'a b'],
  ['a <br/>  b', 'a b'],
  [' x ', 'x'],
])('cueText(%j) is %j', (raw, text) => {
  expect(cueText(raw)).toBe(text);
});

describe('activeCue and the overlay', () => {
  const cues = [cue(0, 2, 'one'), cue(2, 4, 'two'), cue(6, 8, 'three')];
  it.each([
    [0, 'one'],
    [1.9, 'one'],
    [2, 'two'],
    [5, undefined],
    [8, 'three'],
    [8.5, undefined],
  ])('at %d s the cue is %s', (time, text) => {
    expect(activeCue(cues, time)?.text).toBe(text);
  });

  it.each([
    [1, 10, true, 'one'],
    [1, 10, false, ''],
    [7, 6.5, true, ''],
    [7, 0, true, 'three'],
  ])('at %d s of %d with captions %s the overlay shows %j', (time, duration, show, text) => {
    expect(overlayCaption(cues, time, duration, show)).toBe(text);
  });
});

describe('groupSentences', () => {
  it('starts at a capitalised line and ends at a line ending with a period', () => {
    const cues = [
      cue(0, 2, 'Welcome to support.'),
      cue(2, 4, 'In this short video'),
      cue(4, 6, 'we show how to restart.'),
      cue(6, 8, 'Hold the button'),
      cue(8, 10, 'Thanks for watching.'),
      cue(10, 12, 'and more'),
    ];
    expect(groupSentences(cues)).toEqual([
      { begin: 0, end: 2, text: 'Welcome to support.', index: 0 },
      { begin: 2, end: 6, text: 'In this short video we show how to restart.', index: 1 },
      { begin: 6, end: 8, text: 'Hold the button', index: 3 },
      { begin: 8, end: 10, text: 'Thanks for watching.', index: 4 },
      { begin: 10, end: 12, text: 'and more', index: 5 },
    ]);
  });

  it('keeps lower-case continuation lines in the open sentence', () => {
    expect(
      groupSentences([cue(0, 1, 'one'), cue(1, 2, 'two'), cue(2, 3, 'three.')]).map((s) => s.text),
    ).toEqual(['one two three.']);
  });

  it('gives nothing for no cues', () => {
    expect(groupSentences([])).toEqual([]);
  });

  it('finds the sentence holding the time', () => {
    const sentences = groupSentences([
      cue(0, 2, 'A.'),
      cue(2, 4, 'B'),
      cue(4, 6, 'c.'),
      cue(8, 10, 'D.'),
    ]);
    expect([0, 3, 5, 7, 10].map((t) => currentSentenceIndex(sentences, t))).toEqual([
      0, 1, 1, -1, 2,
    ]);
  });
});

describe('transcript filter', () => {
  it.each([
    ['Power', 'power'],
    ['  POWER  ', 'power'],
    ['pow', ''],
    ['  pow ', ''],
    ['powe', 'powe'],
    ['', ''],
  ])('%j filters by %j', (input, term) => {
    expect(filterTerm(input)).toBe(term);
  });

  it('splits text around every match, case-insensitively', () => {
    expect(highlightParts('Power the power on', 'power')).toEqual([
      { text: 'Power', match: true },
      { text: ' the ', match: false },
      { text: 'power', match: true },
      { text: ' on', match: false },
    ]);
    expect(highlightParts('nothing here', '')).toEqual([{ text: 'nothing here', match: false }]);
  });

  it.each([
    ['Hold the power button', 'power', true],
    ['Hold the power button', 'zzzz', false],
    ['anything', '', true],
  ])('%j visible for %j: %s', (text, term, visible) => {
    expect(lineVisible(text, term)).toBe(visible);
  });
});
