import { describe, expect, it } from 'vitest';
import { outageStatus } from './outage.ts';
import { FLAGS, genAiSearchEnabled } from './flags.ts';

describe('outageStatus', () => {
  it.each([
    ['WLS_Maintenance', 1],
    ['WLS_Outage', 1],
    ['WLS_NoIssue', 0],
    ['WLS_Other', 2],
    ['wls_outage', 2],
    ['', 2],
    [undefined, 2],
  ])('%j → %i', (code, status) => {
    expect(outageStatus(code)).toBe(status);
  });
});

describe('flags', () => {
  it.each([
    ['wireless', true],
    ['internet,Wireless', true],
    ['none', false],
    [undefined, false],
  ])('GenAI search with %j: %s', (value, on) => {
    expect(genAiSearchEnabled(value === undefined ? {} : { [FLAGS.genAiSearch.name]: value })).toBe(
      on,
    );
  });
});
