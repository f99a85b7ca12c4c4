/** Scenario switches: who the visitor is, what the outage feed says, which flags are on. */

export type VisitorState = 'anonymous' | 'recognised' | 'authenticated';
export type OutageState = 'issue' | 'maintenance' | 'none' | 'unknown';

export interface Scenario {
  visitor: VisitorState;
  outage: OutageState;
  /** Flag overrides on top of content/flags.json: name → value string. */
  flags: Record<string, string>;
}

export const DEFAULT_SCENARIO: Scenario = { visitor: 'anonymous', outage: 'none', flags: {} };

const VISITORS: readonly VisitorState[] = ['anonymous', 'recognised', 'authenticated'];
const OUTAGES: readonly OutageState[] = ['issue', 'maintenance', 'none', 'unknown'];

/** Merges a partial scenario from the control API; returns an error text when it is invalid. */
export function mergeScenario(current: Scenario, input: unknown): Scenario | string {
  if (typeof input !== 'object' || input === null) return 'scenario must be an object';
  const { visitor, outage, flags } = input as Record<string, unknown>;
  const next: Scenario = { ...current, flags: { ...current.flags } };
  if (visitor !== undefined) {
    if (!VISITORS.includes(visitor as VisitorState))
      return `visitor must be one of ${VISITORS.join(', ')}`;
    next.visitor = visitor as VisitorState;
  }
  if (outage !== undefined) {
    if (!OUTAGES.includes(outage as OutageState))
      return `outage must be one of ${OUTAGES.join(', ')}`;
    next.outage = outage as OutageState;
  }
  if (flags !== undefined) {
    if (typeof flags !== 'object' || flags === null) return 'flags must be an object';
    for (const [name, value] of Object.entries(flags)) {
      if (typeof value !== 'string') return `flag ${name} must be a string`;
      next.flags[name] = value;
    }
  }
  return next;
}
