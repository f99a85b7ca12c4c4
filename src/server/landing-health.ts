/**
 * When a landing render is degraded, defined once for every landing route: a feed failed, or a
 * feed the page's main sections come from answered with nothing for them (an upstream that
 * returns 200 with an empty body). A degraded render is sent to a visitor only when nothing better
 * exists; it is never cached and never replaces a stored copy. Which sections count, and what
 * "nothing" is for each, is the section table's (`health` in src/components/landing/sections.ts,
 * handed here by the route as `LANDING_HEALTH`).
 */
import type { ServiceDefinition } from '../domain/services.ts';
import type { LandingData } from '../feeds/landing-data.ts';

/** A section that counts toward the page's health: its reason, and when it came back empty. */
export interface SectionHealth {
  reason: string;
  /** Whether the section has nothing to show for the page's first service. */
  empty: (data: LandingData, service: ServiceDefinition) => boolean;
}

/** Why the render is degraded; empty when it is complete. */
export function degradedReasons(
  data: LandingData,
  services: ServiceDefinition[],
  sections: readonly SectionHealth[],
): string[] {
  const reasons = data.failed.map((feed) => `${feed} failed`);
  const primary = services[0];
  if (!primary) return reasons;
  for (const section of sections) {
    if (section.empty(data, primary)) reasons.push(section.reason);
  }
  return reasons;
}
