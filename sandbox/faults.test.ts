import { describe, expect, it } from 'vitest';
import { FaultTable, parseFault } from './faults.ts';
import { DEFAULT_SCENARIO, mergeScenario } from './scenario.ts';

describe('sandbox faults', () => {
  it.each([
    [{ route: '/cms-feed/', status: 500 }, true],
    [{ route: '/x', delayMs: 6000, body: 'malformed', remaining: 2 }, true],
    [{ route: 'x' }, false],
    [{ route: '/x', status: 99 }, false],
    [{ route: '/x', delayMs: -1 }, false],
    [{ route: '/x', body: 'garbage' }, false],
    [{ route: '/x', json: { devices: [] } }, true],
    [{ route: '/x', json: {}, body: 'empty' }, false],
    [null, false],
  ])('parseFault(%j) valid: %s', (input, valid) => {
    expect(typeof parseFault(input) !== 'string').toBe(valid);
  });

  it('applies the most specific route and consumes counted faults', () => {
    const table = new FaultTable();
    table.add({ route: '/cms-feed/', status: 500 });
    table.add({ route: '/cms-feed/wireless-common', status: 503, remaining: 1 });
    expect(table.take('/cms-feed/wireless-common.json')?.status).toBe(503);
    expect(table.take('/cms-feed/wireless-common.json')?.status).toBe(500);
    expect(table.take('/msapi/x')).toBeUndefined();
    table.clear();
    expect(table.take('/cms-feed/a')).toBeUndefined();
  });

  it('merges scenario switches and rejects unknown values', () => {
    const next = mergeScenario(DEFAULT_SCENARIO, { outage: 'issue', flags: { a: 'true' } });
    expect(next).toEqual({
      outage: 'issue',
      activeOutage: 'none',
      recommendations: 6,
      flags: { a: 'true' },
      untranslated: [],
    });
    expect(mergeScenario(DEFAULT_SCENARIO, { recommendations: 2 })).toMatchObject({
      recommendations: 2,
    });
    expect(mergeScenario(DEFAULT_SCENARIO, { recommendations: 'x' })).toMatch(/whole number/);
    expect(mergeScenario(DEFAULT_SCENARIO, { activeOutage: 'maintenance' })).toMatchObject({
      outage: 'none',
      activeOutage: 'maintenance',
    });
    expect(mergeScenario(DEFAULT_SCENARIO, { outage: 'ghost' })).toMatch(/outage must be/);
    expect(mergeScenario(DEFAULT_SCENARIO, { activeOutage: 'x' })).toMatch(/activeOutage must be/);
    expect(mergeScenario(DEFAULT_SCENARIO, { flags: { a: 1 } })).toMatch(/must be a string/);
    expect(mergeScenario(DEFAULT_SCENARIO, { untranslated: ['topSolutions'] })).toMatchObject({
      untranslated: ['topSolutions'],
    });
    expect(mergeScenario(DEFAULT_SCENARIO, { untranslated: 'topSolutions' })).toMatch(
      /untranslated must be a list/,
    );
    expect(mergeScenario(DEFAULT_SCENARIO, { untranslated: ['../x'] })).toMatch(
      /untranslated must be a list/,
    );
  });
});
