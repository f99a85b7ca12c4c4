/**
 * Scenario switches: what the outage feed and the active-wireless outage endpoint say, which
 * flags are on, and which blocks the Spanish content leaves untranslated. Who the visitor is comes
 * from the cookies the sandbox's sign-in page sets (see personas.ts), as it would in production.
 */

export type OutageState = 'issue' | 'maintenance' | 'none' | 'unknown';

export interface Scenario {
  outage: OutageState;
  /** What the active-wireless outage endpoint says (the source when the outage switch is on). */
  activeOutage: OutageState;
  /** How many results the recommendations call gives (0 to 6). */
  recommendations: number;
  /** Flag overrides on top of content/flags.json: name → value string. */
  flags: Record<string, string>;
  /**
   * Content blocks left out of every other language's content than English (`topSolutions`,
   * `wirelessConsumerBanner1`, ...): the site then shows the English block in their place. A video
   * id (`5001039`), or `videos` for all, drops that video's Spanish metadata the same way.
   */
  untranslated: string[];
}

export const DEFAULT_SCENARIO: Scenario = {
  outage: 'none',
  activeOutage: 'none',
  recommendations: 6,
  flags: {},
  untranslated: [],
};

const OUTAGES: readonly OutageState[] = ['issue', 'maintenance', 'none', 'unknown'];

/** Merges a partial scenario from the control API; returns an error text when it is invalid. */
export function mergeScenario(current: Scenario, input: unknown): Scenario | string {
  if (typeof input !== 'object' || input === null) return 'scenario must be an object';
  const { outage, activeOutage, recommendations, flags, untranslated } = input as Record<
    string,
    unknown
  >;
  const next: Scenario = { ...current, flags: { ...current.flags } };
  for (const [name, value] of [
    ['outage', outage],
    ['activeOutage', activeOutage],
  ] as const) {
    if (value === undefined) continue;
    if (!OUTAGES.includes(value as OutageState))
      return `${name} must be one of ${OUTAGES.join(', ')}`;
    next[name] = value as OutageState;
  }
  if (recommendations !== undefined) {
    if (typeof recommendations !== 'number' || !Number.isInteger(recommendations))
      return 'recommendations must be a whole number';
    next.recommendations = Math.min(Math.max(recommendations, 0), 6);
  }
  if (untranslated !== undefined) {
    if (
      !Array.isArray(untranslated) ||
      !untranslated.every((block) => typeof block === 'string' && /^\w+$/.test(block))
    )
      return 'untranslated must be a list of block names';
    next.untranslated = [...untranslated] as string[];
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
