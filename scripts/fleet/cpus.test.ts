import { describe, expect, it } from 'vitest';
import { benchCpus } from './cpus.ts';

describe('benchCpus', () => {
  it.each([
    [2, true, { client: '0', servers: '1', clientThreads: 1 }],
    [4, true, { client: '0', servers: '1-3', clientThreads: 1 }],
    [1, true, { client: undefined, servers: undefined, clientThreads: 1 }],
    [2, false, { client: undefined, servers: undefined, clientThreads: 2 }],
  ])('%i CPUs, pinning %s', (count, pin, expected) => {
    expect(benchCpus(count, pin)).toMatchObject(expected);
  });

  it('says where each side runs', () => {
    expect(benchCpus(2, true).description).toBe(
      'client pinned to CPU 0, Varnish and every instance to CPU 1',
    );
    expect(benchCpus(2, false).description).toMatch(/^unpinned/);
  });
});
