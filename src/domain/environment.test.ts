import { describe, expect, it } from 'vitest';
import { isProductionLike, resolveEnvironment } from './environment.ts';

describe('resolveEnvironment', () => {
  it.each([
    ['local', 'local', undefined, false],
    ['dev', 'dev', undefined, false],
    ['perf', 'perf', undefined, false],
    ['test', 'test', undefined, false],
    ['stage', 'stage', undefined, false],
    ['prestage', 'prestage', undefined, false],
    ['prod', 'prod', undefined, false],
    [' STAGE ', 'stage', undefined, false],
    ['prod-dc2', 'prod', 'dc2', false],
    ['stage-east', 'stage', 'east', false],
    ['bogus', 'prod', undefined, true],
    ['bogus-dc1', 'prod', undefined, true],
    ['', 'prod', undefined, true],
    [null, 'prod', undefined, true],
    [undefined, 'prod', undefined, true],
  ] as const)('%j resolves to %s (cluster %s, fell back %s)', (input, name, cluster, fellBack) => {
    const resolved = resolveEnvironment(input);
    expect(resolved.name).toBe(name);
    expect(resolved.cluster).toBe(cluster);
    expect(resolved.fellBack).toBe(fellBack);
  });

  it('treats production and its staging environments as production-like', () => {
    expect(
      ['prod', 'prestage', 'stage', 'test', 'dev', 'local'].map((n) =>
        isProductionLike(n as never),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});
