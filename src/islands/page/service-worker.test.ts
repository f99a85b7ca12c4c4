import { describe, expect, it, vi } from 'vitest';
import { IDLE_DEADLINE_MS } from '../../domain/idle.ts';
import { registerServiceWorker } from './service-worker.ts';

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, only once the page is idle', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const waiting: (() => void)[] = [];
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer, (callback) =>
      waiting.push(callback),
    );
    expect(register).not.toHaveBeenCalled();
    waiting.forEach((callback) => callback());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('asks the browser for idle time with the deadline, so a page never idle still registers', () => {
    const asked: (IdleRequestOptions | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (_run: () => void, options?: IdleRequestOptions) =>
      asked.push(options),
    );
    try {
      registerServiceWorker({ register: vi.fn() } as unknown as ServiceWorkerContainer);
      expect(asked).toEqual([{ timeout: IDLE_DEADLINE_MS }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does nothing where the browser has no service workers', () => {
    const idle = vi.fn();
    registerServiceWorker(undefined, idle);
    expect(idle).not.toHaveBeenCalled();
  });
});
