import { describe, expect, it } from 'vitest';
import { offlineView } from './offline-view.ts';

describe('offlineView', () => {
  it.each([
    ['en', '/offline', "You're offline", 'Restart your device'],
    ['es', '/es/offline', 'No tiene conexión', 'Reinicie su dispositivo'],
  ] as const)('in %s: its path, title and the basic steps', (locale, path, title, first) => {
    const view = offlineView(locale);
    expect(view.path).toBe(path);
    expect(view.title).toBe(title);
    expect(view.steps[0]?.title).toBe(first);
    expect(view.steps.length).toBeGreaterThanOrEqual(4);
  });
});
