// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldVitalsOptions } from '../../analytics/web-vitals.ts';
import { loadFieldVitals } from './field-vitals.ts';

const loaded = vi.hoisted(() => ({ vitals: 0, visitor: 0 }));
const startFieldVitals = vi.hoisted(() => vi.fn<(options: FieldVitalsOptions) => boolean>());
vi.mock('../../analytics/web-vitals.ts', () => {
  loaded.vitals += 1;
  return { startFieldVitals };
});
vi.mock('../../analytics/web-vitals-visitor.ts', () => {
  loaded.visitor += 1;
  return { currentVisitorKind: () => 'signedIn' };
});

const started = () => vi.waitFor(() => expect(startFieldVitals).toHaveBeenCalled());

afterEach(() => {
  startFieldVitals.mockClear();
  vi.resetModules();
});

describe('loadFieldVitals', () => {
  it('downloads nothing before the first interaction, then starts once', async () => {
    loadFieldVitals(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.vitals).toBe(0);
    expect(startFieldVitals).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await started();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('wheel'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(startFieldVitals).toHaveBeenCalledTimes(1);
    // An anonymous page never downloads the session stores.
    expect(loaded.visitor).toBe(0);
    expect(startFieldVitals.mock.calls[0]![0].visitorKind()).toBe('anonymous');
  });

  it('reads the visitor kind from the stores when the page is personalised', async () => {
    loadFieldVitals(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await started();
    expect(loaded.visitor).toBe(1);
    expect(startFieldVitals.mock.calls[0]![0].visitorKind()).toBe('signedIn');
  });
});
