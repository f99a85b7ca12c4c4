// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE } from '../domain/personalisation/cookie-names.ts';
import {
  $ctnInFocus,
  $devicesData,
  $hasWirelessDevice,
  CTN_POLL_MS,
  CTN_POLL_TRIES,
  storedCtn,
  watchCtn,
} from './devices.ts';

afterEach(() => {
  cleanStores($hasWirelessDevice, $ctnInFocus, $devicesData);
  $hasWirelessDevice.set(false);
  $ctnInFocus.set(undefined);
  vi.useRealTimers();
});

describe('storedCtn', () => {
  it.each([
    ['2145550123', '2145550123'],
    ['214-555-0123', '2145550123'],
    ['21455501', undefined],
    [null, undefined],
  ])('%j → %s', (value, ctn) => {
    expect(storedCtn({ getItem: () => value })).toBe(ctn);
  });
});

describe('watchCtn', () => {
  it(`polls every ${CTN_POLL_MS} ms until the CTN appears`, () => {
    vi.useFakeTimers();
    const store = new Map<string, string>();
    const getItem = vi.fn((key: string) => store.get(key) ?? null);
    watchCtn({ getItem });
    vi.advanceTimersByTime(CTN_POLL_MS * 3);
    expect($hasWirelessDevice.get()).toBe(false);
    store.set(STORAGE.ctn, '2145550123');
    vi.advanceTimersByTime(CTN_POLL_MS);
    expect($hasWirelessDevice.get()).toBe(true);
    expect($ctnInFocus.get()).toBe('2145550123');
    const reads = getItem.mock.calls.length;
    vi.advanceTimersByTime(CTN_POLL_MS * 5);
    expect(getItem.mock.calls.length).toBe(reads);
  });

  it(`gives up after ${CTN_POLL_TRIES} tries`, () => {
    vi.useFakeTimers();
    const getItem = vi.fn(() => null);
    watchCtn({ getItem });
    vi.advanceTimersByTime(CTN_POLL_MS * (CTN_POLL_TRIES + 5));
    // The first read is immediate, then one per try.
    expect(getItem).toHaveBeenCalledTimes(CTN_POLL_TRIES + 1);
  });
});
