/**
 * When the embedded sandbox may stand in for the carrier's upstreams, and the publish secret of a
 * run that has none. The sandbox is a local tool: it stands in only when SITE_ENV names the local
 * environment. Anywhere else, an unset SITE_ENV included (the site then runs as production, as
 * src/node/config.ts resolves it), a missing upstream stops the process at start: a deployment
 * that forgot its variables must fail loudly, not serve sandbox content and sign-in personas.
 */
import { randomBytes } from 'node:crypto';
import { resolveEnvironment } from '../domain/environment.ts';

/** The upstreams a page needs (the account pages' is optional: a CDN may route them itself). */
export const PAGE_UPSTREAMS = [
  'UPSTREAM_API_URL',
  'UPSTREAM_CMS_URL',
  'UPSTREAM_VIDEO_URL',
] as const;

export type StandIn =
  | { kind: 'none' }
  | { kind: 'sandbox'; upstreams: string[] }
  | { kind: 'refused'; message: string };

export function sandboxStandIn(
  env: Readonly<Record<string, string | undefined>>,
  upstreamVariables: readonly string[] = PAGE_UPSTREAMS,
): StandIn {
  const missing = upstreamVariables.filter((name) => !env[name]);
  if (missing.length === 0) return { kind: 'none' };
  // The same resolution the site's configuration makes, so the sandbox never stands in for a
  // process that renders as any environment but local.
  const siteEnv = env['SITE_ENV'];
  if (resolveEnvironment(siteEnv).name === 'local') return { kind: 'sandbox', upstreams: missing };
  const runningAs = siteEnv ? `SITE_ENV is '${siteEnv}'` : 'SITE_ENV is unset, which means prod';
  return {
    kind: 'refused',
    message:
      `${missing.join(', ')} not set (${runningAs}). The sandbox stands in for missing upstreams ` +
      `only with SITE_ENV=local; set ${missing.length > 1 ? 'them' : 'it'}, or SITE_ENV=local ` +
      'to run against the sandbox.',
  };
}

/** A publish secret for this run only, so no well-known value ever opens publishing. */
export function runPublishSecret(): string {
  return randomBytes(24).toString('base64url');
}
