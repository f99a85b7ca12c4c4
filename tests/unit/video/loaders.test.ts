// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { hlsLoader } from '../../../src/video/loaders/hls.ts';

describe('hls.js loader', () => {
  it('imports once and attaches no new handler on later load() calls', async () => {
    const first = hlsLoader.load();
    const then = vi.spyOn(first, 'then');
    const catchSpy = vi.spyOn(first, 'catch');
    const second = hlsLoader.load();
    expect(second).toBe(first);
    expect(catchSpy).not.toHaveBeenCalled();
    expect(then).not.toHaveBeenCalled();
    const Hls = await first;
    expect(typeof Hls.isSupported).toBe('function');
  });
});
