/**
 * One structured line per request: who asked (the request id, never a cookie, token or query
 * string), what for (method, route and path), and what came of it (status, route-cache state,
 * duration). Pure parts here; src/server/request-log.ts hooks them to a server's responses.
 */
import type { LogFields } from '../node/log.ts';

/** Digit runs long enough to be an account, phone or device number are not logged. */
const LONG_NUMBER = /\d{6,}/g;

/** The path without personal numbers (a relay's path can name an account or a line). */
export function redactPath(path: string): string {
  const queryAt = path.indexOf('?');
  const bare = queryAt < 0 ? path : path.slice(0, queryAt);
  return bare.replace(LONG_NUMBER, (digits) => `#${digits.length}`);
}

export interface RequestFacts {
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  /** The route cache's answer (HIT, STALE, MISS, DEGRADED), when the route is cached. */
  cache?: string | undefined;
  durationMs: number;
  /** The client went away before the response was complete. */
  aborted?: boolean;
}

/** The fields of a request's log line, in a fixed order, with the path redacted. */
export function requestLogFields(facts: RequestFacts): LogFields {
  return {
    requestId: facts.requestId,
    method: facts.method,
    route: facts.route,
    path: redactPath(facts.path),
    status: facts.status,
    cache: facts.cache,
    durationMs: Math.round(facts.durationMs * 10) / 10,
    aborted: facts.aborted || undefined,
  };
}
