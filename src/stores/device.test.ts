import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $selectedDevice,
  DEVICE_STORAGE_KEY,
  parseStoredDevice,
  watchSelectedDevice,
} from './device.ts';

afterEach(() => {
  // Unmounts the store: polling stops and the device is forgotten.
  cleanStores($selectedDevice);
  vi.useRealTimers();
});

/** A storage whose device the test can write later, like the device selector does. */
function fakeStorage() {
  const store = new Map<string, string>();
  return {
    store,
    storage: { getItem: vi.fn((key: string) => store.get(key) ?? null) },
  };
}

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
  // Mounted without a window (node), so only the watcher under test reads storage.
  beforeEach(() => keepMount($selectedDevice));

  it('polls every 2 s and stops after it finds the device', () => {
    vi.useFakeTimers();
    const { store, storage } = fakeStorage();
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

describe('$selectedDevice store', () => {
  describe('given nobody subscribes or reads it', () => {
    it('then local storage is never read', () => {
      vi.useFakeTimers();
      const { storage } = fakeStorage();
      vi.stubGlobal('window', { localStorage: storage });
      vi.advanceTimersByTime(20_000);
      expect(storage.getItem).not.toHaveBeenCalled();
    });
  });

  describe('when it is mounted', () => {
    it('then it reads the stored device at once', () => {
      const { store, storage } = fakeStorage();
      store.set(DEVICE_STORAGE_KEY, '{"name":"Pixel 9"}');
      vi.stubGlobal('window', { localStorage: storage });
      keepMount($selectedDevice);
      expect($selectedDevice.get()).toEqual({ name: 'Pixel 9' });
    });

    it('then it polls every 2 s until the selector writes a device', () => {
      vi.useFakeTimers();
      const { store, storage } = fakeStorage();
      vi.stubGlobal('window', { localStorage: storage });
      keepMount($selectedDevice);
      expect(storage.getItem).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2000);
      expect(storage.getItem).toHaveBeenCalledTimes(2);
      store.set(DEVICE_STORAGE_KEY, '{"name":"Galaxy S25"}');
      vi.advanceTimersByTime(2000);
      expect($selectedDevice.get()).toEqual({ name: 'Galaxy S25' });
      vi.advanceTimersByTime(20_000);
      expect(storage.getItem).toHaveBeenCalledTimes(3);
    });
  });

  describe('after it is cleaned (unmounted)', () => {
    it('then polling stops', () => {
      vi.useFakeTimers();
      const { storage } = fakeStorage();
      vi.stubGlobal('window', { localStorage: storage });
      keepMount($selectedDevice);
      vi.advanceTimersByTime(2000);
      expect(storage.getItem).toHaveBeenCalledTimes(2);
      cleanStores($selectedDevice);
      vi.advanceTimersByTime(20_000);
      expect(storage.getItem).toHaveBeenCalledTimes(2);
    });

    it('then the device is forgotten', () => {
      const { store, storage } = fakeStorage();
      store.set(DEVICE_STORAGE_KEY, '{"name":"Pixel 9"}');
      vi.stubGlobal('window', { localStorage: storage });
      keepMount($selectedDevice);
      expect($selectedDevice.get()).toEqual({ name: 'Pixel 9' });
      cleanStores($selectedDevice);
      vi.unstubAllGlobals();
      // A read mounts the store again; without a window there is nothing to read.
      expect($selectedDevice.get()).toBeUndefined();
    });
  });
});
