/** Outage status from the wireless alert code. */

export const OUTAGE_ISSUE = 1;
export const OUTAGE_NO_ISSUE = 0;
export const OUTAGE_UNKNOWN = 2;
export type OutageStatus = typeof OUTAGE_ISSUE | typeof OUTAGE_NO_ISSUE | typeof OUTAGE_UNKNOWN;

/** WLS_Maintenance or WLS_Outage: an issue (1); WLS_NoIssue: none (0); anything else or missing: unknown (2). */
export function outageStatus(alertCode: string | undefined): OutageStatus {
  if (alertCode === 'WLS_Maintenance' || alertCode === 'WLS_Outage') return OUTAGE_ISSUE;
  if (alertCode === 'WLS_NoIssue') return OUTAGE_NO_ISSUE;
  return OUTAGE_UNKNOWN;
}
