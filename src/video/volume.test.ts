import { describe, expect, it } from 'vitest';
import { muteTitle, volumeFromOption, volumeIcon } from './volume.ts';

describe('volume option (0–100, divided by 100, applied only strictly between 0 and 1)', () => {
  it.each([
    [undefined, 75, false],
    [75, 75, false],
    [50, 50, false],
    ['40', 40, false],
    [1, 1, false],
    [0, 0, true],
    [-5, 0, true],
    [100, 100, false],
    [150, 100, false],
    ['abc', 75, false],
    ['', 75, false],
  ] as const)('%j → volume %d, muted %s', (option, volume, mute) => {
    expect(volumeFromOption(option)).toEqual({ volume, mute });
  });
});

describe('volume icon', () => {
  it.each([
    [100, false, 'full'],
    [67, false, 'full'],
    [66, false, 'half'],
    [34, false, 'half'],
    [33, false, 'low'],
    [1, false, 'low'],
    [0, false, 'muted'],
    [80, true, 'muted'],
  ] as const)('volume %d muted %s shows %s', (volume, mute, icon) => {
    expect(volumeIcon(volume, mute)).toBe(icon);
  });
});

it.each([
  [true, 'Video Muted'],
  [false, 'Video Unmuted'],
])('mute %s is titled %s', (mute, title) => {
  expect(muteTitle(mute)).toBe(title);
});

it.each([
  [true, 'Video silenciado'],
  [false, 'Video con sonido'],
])('on a Spanish page, mute %s is titled %s', (mute, title) => {
  expect(muteTitle(mute, 'es')).toBe(title);
});
