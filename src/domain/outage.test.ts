import { describe, expect, it } from 'vitest';
import { outageStatus } from './outage.ts';

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
