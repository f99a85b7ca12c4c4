/**
 * When the embedded sandbox may stand in for the carrier's upstreams, and the publish secret of a
 * run that has none. The sandbox is a local tool: it stands in for missing upstreams only in the
 * local environment, or when no upstream is configured at all (a demo). A deployment that names
 * some upstreams and forgets one must fail loudly, not quietly talk to the sandbox.
 */
import { randomBytes } from 'node:crypto';

export type StandIn =
  | { kind: 'none' }
  | { kind: 'sandbox'; upstreams: string[] }
  | { kind: 'refused'; message: string };

export function sandboxStandIn(
  env: Readonly<Record<string, string | undefined>>,
  upstreamVariables: readonly string[],
): StandIn {
  const missing = upstreamVariables.filter((name) => !env[name]);
  if (missing.length === 0) return { kind: 'none' };
  const local = (env['SITE_ENV'] ?? 'local') === 'local';
  if (local || missing.length === upstreamVariables.length) {
    return { kind: 'sandbox', upstreams: missing };
  }
  return {
    kind: 'refused',
    message:
      `${missing.join(', ')} not set. The sandbox stands in for missing upstreams only with ` +
      `SITE_ENV=local or when no upstream is configured; set ${missing.length > 1 ? 'them' : 'it'} ` +
      'or SITE_ENV=local.',
  };
}

/** A publish secret for this run only, so no well-known value ever opens publishing. */
export function runPublishSecret(): string {
  return randomBytes(24).toString('base64url');
}
