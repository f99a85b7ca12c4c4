export const ALERT_KINDS = ['error', 'warning', 'info', 'success'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const RANK: Record<AlertKind, number> = { error: 0, warning: 1, info: 2, success: 3 };

/** Orders alerts error, warning, info, success; alerts of one kind keep their given order. */
export function sortAlerts<T extends { kind: AlertKind }>(alerts: readonly T[]): T[] {
  return alerts
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => RANK[a.alert.kind] - RANK[b.alert.kind] || a.index - b.index)
    .map(({ alert }) => alert);
}

/** Error alerts cannot be dismissed; the others can unless the host says otherwise. */
export function isDismissible(kind: AlertKind, requested = true): boolean {
  return kind !== 'error' && requested;
}
