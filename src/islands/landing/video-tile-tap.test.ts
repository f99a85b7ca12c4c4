import { tileTap, widgetStatus, type TileTap } from './video-tile-tap.ts';

describe('tileTap', () => {
  const cases: [string, TileTap, 'follow' | 'play'][] = [
    [
      'a tap on the poster while the widget loads plays',
      { plain: true, onPoster: true, widget: 'loading' },
      'play',
    ],
    [
      "a tap on the poster before the widget's code arrives plays",
      { plain: true, onPoster: true, widget: 'absent' },
      'play',
    ],
    [
      'a tap on the poster of a ready widget plays',
      { plain: true, onPoster: true, widget: 'ready' },
      'play',
    ],
    [
      'a tap on the title follows the link',
      { plain: true, onPoster: false, widget: 'loading' },
      'follow',
    ],
    [
      'a modified click (new tab) follows the link',
      { plain: false, onPoster: true, widget: 'loading' },
      'follow',
    ],
    [
      'a widget that failed leaves the link to work',
      { plain: true, onPoster: true, widget: 'error' },
      'follow',
    ],
  ];
  it.each(cases)('%s', (_, tap, expected) => {
    expect(tileTap(tap)).toBe(expected);
  });
});

describe('widgetStatus', () => {
  it.each([
    ['loading', 'loading'],
    ['ready', 'ready'],
    ['error', 'error'],
    [null, 'absent'],
    [undefined, 'absent'],
    ['', 'absent'],
    ['opening', 'absent'],
  ] as const)('%s → %s', (value, expected) => {
    expect(widgetStatus(value)).toBe(expected);
  });
});
