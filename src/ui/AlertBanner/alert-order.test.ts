import { describe, expect, it } from 'vitest';
import { isDismissible, sortAlerts } from './alert-order.ts';

describe('sortAlerts', () => {
  it('orders error, warning, info, success and keeps ties stable', () => {
    const sorted = sortAlerts([
      { kind: 'success', id: 's' },
      { kind: 'info', id: 'i1' },
      { kind: 'error', id: 'e' },
      { kind: 'info', id: 'i2' },
      { kind: 'warning', id: 'w' },
    ] as const);
    expect(sorted.map((alert) => alert.id)).toEqual(['e', 'w', 'i1', 'i2', 's']);
  });
});

describe('isDismissible', () => {
  it.each([
    ['error', true, false],
    ['warning', true, true],
    ['info', true, true],
    ['success', true, true],
    ['info', false, false],
  ] as const)('%s (requested %s) → %s', (kind, requested, expected) => {
    expect(isDismissible(kind, requested)).toBe(expected);
  });
});
