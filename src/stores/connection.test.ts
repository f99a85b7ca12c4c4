import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $online, isOnline, watchConnection, type ConnectionSource } from './connection.ts';

afterEach(() => cleanStores($online));

/** A window whose connection the test turns off and on, firing the events a browser fires. */
function fakeWindow(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const source: ConnectionSource = {
    navigator: { onLine },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
  const go = (online: boolean) => {
    source.navigator.onLine = online;
    for (const listener of listeners.get(online ? 'online' : 'offline') ?? []) listener();
  };
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { source, go, count };
}

describe('watchConnection', () => {
  it('starts from the browser’s state: a page opened offline is offline at once', () => {
    const { source } = fakeWindow(false);
    watchConnection(source);
    expect($online.get()).toBe(false);
  });

  it('follows the offline and online events', () => {
    const { source, go } = fakeWindow(true);
    watchConnection(source);
    go(false);
    expect($online.get()).toBe(false);
    go(true);
    expect($online.get()).toBe(true);
  });

  it('stops listening when stopped', () => {
    const { source, go, count } = fakeWindow(true);
    const stop = watchConnection(source);
    stop();
    expect(count()).toBe(0);
    go(false);
    expect($online.get()).toBe(true);
  });
});

describe('$online', () => {
  it('starts online, as the server renders the page', () => {
    expect($online.get()).toBe(true);
  });

  it('follows the window from the first subscriber to the last', () => {
    const { source, go, count } = fakeWindow(true);
    vi.stubGlobal('window', source);
    keepMount($online);
    go(false);
    expect($online.get()).toBe(false);
    cleanStores($online);
    expect(count()).toBe(0);
  });
});

describe('isOnline', () => {
  it.each([
    [{ navigator: { onLine: false } }, false],
    [{ navigator: { onLine: true } }, true],
    [{}, true],
  ])('%j → %s', (source, expected) => {
    expect(isOnline(source)).toBe(expected);
  });
});
