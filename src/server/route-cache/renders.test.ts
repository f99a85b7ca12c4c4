import { describe, expect, it, vi } from 'vitest';
import { createRenderCoordinator, type RenderOutcome } from './renders.ts';
import type { StoredResponse } from './store.ts';

const copy = (vary: Record<string, string> = { authorization: '' }): StoredResponse => ({
  status: 200,
  headers: [['cache-control', 'no-store']],
  body: new TextEncoder().encode('<p>degraded</p>'),
  storedAt: 0,
  maxAge: 0,
  swr: 0,
  staleIfError: 0,
  tags: [],
  vary,
});
const none = () => null;

/** A render the test finishes by hand, so requests can arrive while it runs. */
function pending() {
  let finish: (outcome: RenderOutcome) => void = () => {};
  const render = vi.fn(
    () =>
      new Promise<RenderOutcome>((resolve) => {
        finish = resolve;
      }),
  );
  return { render, finish: (outcome: RenderOutcome) => finish(outcome) };
}

function coordinator(now = { ms: 0 }) {
  return { now, renders: createRenderCoordinator({ holdMs: 5000, clock: () => now.ms }) };
}

describe('createRenderCoordinator', () => {
  it('runs one render per key however many requests arrive while it runs', async () => {
    const { renders } = coordinator();
    const { render, finish } = pending();
    const runs = Array.from({ length: 50 }, () => renders.run('/wireless', render));
    expect(renders.settling('/wireless')).toBe(true);
    finish({ kind: 'complete', entry: copy() });
    const results = await Promise.all(runs);
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => !r.shared)).toHaveLength(1);
    expect(results.every((r) => r.outcome.kind === 'complete')).toBe(true);
    expect(renders.settling('/wireless')).toBe(false);
  });

  it('keeps keys apart', async () => {
    const { renders } = coordinator();
    const a = pending();
    const b = pending();
    const first = renders.run('/wireless', a.render);
    const second = renders.run('/smallbusiness/wireless', b.render);
    a.finish({ kind: 'complete', entry: copy() });
    b.finish({ kind: 'complete', entry: copy() });
    await Promise.all([first, second]);
    expect(a.render).toHaveBeenCalledTimes(1);
    expect(b.render).toHaveBeenCalledTimes(1);
  });

  it('holds a degraded render for the hold period, for requests its Vary values match', async () => {
    const { now, renders } = coordinator();
    await renders.run('/wireless', async () => ({ kind: 'degraded', entry: copy() }));
    expect(renders.settling('/wireless')).toBe(true);
    expect(renders.held('/wireless', none)?.status).toBe(200);
    expect(
      renders.held('/wireless', (name) => (name === 'authorization' ? 'Bearer t' : null)),
    ).toBe(undefined);
    now.ms = 4999;
    expect(renders.held('/wireless', none)).toBeDefined();
    now.ms = 5000;
    expect(renders.held('/wireless', none)).toBeUndefined();
    expect(renders.settling('/wireless')).toBe(false);
  });

  it.each([
    [500, true],
    [503, true],
    [200, false],
    [302, false],
  ])('an unshared %i render holds the key: %s', async (status, holds) => {
    const { renders } = coordinator();
    const response = new Response(null, { status });
    await renders.run('/wireless', async () => ({ kind: 'unshared', response }));
    expect(renders.settling('/wireless')).toBe(holds);
    expect(renders.held('/wireless', none)).toBeUndefined();
  });

  it('a complete render ends the hold a degraded one began', async () => {
    const { renders } = coordinator();
    await renders.run('/wireless', async () => ({ kind: 'degraded', entry: copy() }));
    await renders.run('/wireless', async () => ({ kind: 'complete', entry: copy() }));
    expect(renders.settling('/wireless')).toBe(false);
    expect(renders.held('/wireless', none)).toBeUndefined();
  });

  it('a render that throws holds the key and rejects every waiting request', async () => {
    const { renders } = coordinator();
    const { render } = pending();
    const failing = vi.fn(async () => {
      throw new Error('render failed');
    });
    await expect(renders.run('/wireless', failing)).rejects.toThrow('render failed');
    expect(renders.settling('/wireless')).toBe(true);
    // The key can render again (the failed run is no longer the running one).
    void renders.run('/wireless', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('after reset a request starts its own render, and the earlier one still answers its own', async () => {
    const { renders } = coordinator();
    const earlier = pending();
    const first = renders.run('/wireless', earlier.render);
    renders.reset();
    const later = pending();
    const second = renders.run('/wireless', later.render);
    expect(later.render).toHaveBeenCalledTimes(1);
    earlier.finish({ kind: 'complete', entry: copy() });
    expect((await first).shared).toBe(false);
    // The earlier render's end does not forget the later one, which requests still join.
    expect(renders.settling('/wireless')).toBe(true);
    const third = renders.run('/wireless', vi.fn());
    later.finish({ kind: 'degraded', entry: copy() });
    expect(await second).toMatchObject({ shared: false, outcome: { kind: 'degraded' } });
    expect(await third).toMatchObject({ shared: true, outcome: { kind: 'degraded' } });
  });

  it('reset forgets held copies and holds', async () => {
    const { renders } = coordinator();
    await renders.run('/wireless', async () => ({ kind: 'degraded', entry: copy() }));
    renders.reset();
    expect(renders.settling('/wireless')).toBe(false);
    expect(renders.held('/wireless', none)).toBeUndefined();
  });
});
