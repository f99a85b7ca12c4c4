import { describe, expect, it } from 'vitest';
import { withAffinity } from './processes.ts';

describe('withAffinity', () => {
  it('runs the command through taskset on the given CPUs', () => {
    expect(withAffinity('1', 'wrk', ['-t1', 'http://x'])).toEqual([
      'taskset',
      ['-c', '1', 'wrk', '-t1', 'http://x'],
    ]);
    expect(withAffinity('0,2-3', 'varnishd', [])).toEqual(['taskset', ['-c', '0,2-3', 'varnishd']]);
  });

  it('leaves the command alone without CPUs', () => {
    expect(withAffinity(undefined, 'wrk', ['-t1'])).toEqual(['wrk', ['-t1']]);
  });

  it.each(['', '1;rm', 'all', '-1'])('refuses %j as a CPU list', (cpus) => {
    expect(() => withAffinity(cpus, 'wrk', [])).toThrow(/not a CPU list/);
  });
});
