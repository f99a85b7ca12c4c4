import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $selectedDevice,
  DEVICE_STORAGE_KEY,
  parseStoredDevice,
  watchSelectedDevice,
} from '../../../src/stores/device.ts';
import { $workflowOn, continueWithoutSignIn } from '../../../src/stores/page.ts';

afterEach(() => {
  vi.useRealTimers();
  $selectedDevice.set(undefined);
});

describe('parseStoredDevice', () => {
  it.each([
    [
      '{"name":"Pixel 9","imageUrl":"/images/devices/pixel.svg"}',
      { name: 'Pixel 9', imageUrl: '/images/devices/pixel.svg' },
    ],
    ['{"name":"Pixel 9","imageUrl":"https://evil.example/x.png"}', { name: 'Pixel 9' }],
    ['{"name":""}', undefined],
    ['not json', undefined],
    [null, undefined],
  ])('%s → %j', (raw, device) => {
    expect(parseStoredDevice(raw)).toEqual(device);
  });
});

describe('watchSelectedDevice', () => {
  it('polls every 2 s and stops after it finds the device', () => {
    vi.useFakeTimers();
    const store = new Map<string, string>();
    const storage = { getItem: vi.fn((key: string) => store.get(key) ?? null) };
    watchSelectedDevice(storage);
    expect($selectedDevice.get()).toBeUndefined();
    vi.advanceTimersByTime(2000);
    store.set(DEVICE_STORAGE_KEY, '{"name":"Galaxy S25"}');
    vi.advanceTimersByTime(2000);
    expect($selectedDevice.get()).toEqual({ name: 'Galaxy S25' });
    const calls = storage.getItem.mock.calls.length;
    vi.advanceTimersByTime(10_000);
    expect(storage.getItem.mock.calls.length).toBe(calls);
  });

  it('gives up after fewer than 10 runs', () => {
    vi.useFakeTimers();
    const storage = { getItem: vi.fn(() => null) };
    watchSelectedDevice(storage);
    vi.advanceTimersByTime(60_000);
    expect(storage.getItem.mock.calls.length).toBeLessThan(11);
    expect(storage.getItem.mock.calls.length).toBe(10);
  });
});

describe('page store', () => {
  it('continuing without sign-in turns the workflow on', () => {
    $workflowOn.set(false);
    continueWithoutSignIn();
    expect($workflowOn.get()).toBe(true);
  });
});
