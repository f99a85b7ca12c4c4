/**
 * When a landing render is degraded, defined once for every landing route: a feed failed, or a
 * feed the page's main sections come from answered with nothing for them (an upstream that
 * returns 200 with an empty body). A degraded render is sent to a visitor only when nothing better
 * exists; it is never cached and never replaces a stored copy.
 */
import type { ServiceDefinition } from '../domain/services.ts';
import type { LandingData } from '../feeds/landing-data.ts';

/** Why the render is degraded; empty when it is complete. */
export function degradedReasons(data: LandingData, services: ServiceDefinition[]): string[] {
  const reasons = data.failed.map((feed) => `${feed} failed`);
  const primary = services[0];
  if (!primary) return reasons;
  const topSolutions = primary.smallBusiness
    ? data.content.smbTopSolution
    : data.content.topSolutions;
  if (!topSolutions?.solutions.some((solution) => solution.title)) {
    reasons.push('top solutions empty');
  }
  const helpfulInfo =
    primary.name === 'smb-internet-air'
      ? data.content.helpfulInfoInternetAirSMB
      : data.content.helpfulInfoWireless;
  if (!helpfulInfo?.tabs.length) reasons.push('helpful info empty');
  if (!data.knowledge[primary.topic]?.tagSet.children.some((topic) => topic.displayTagName)) {
    reasons.push('browse topics empty');
  }
  return reasons;
}
