/**
 * The two-factor redirect's decisions: where to go and what the answer means (whether to ask at
 * all is side-tasks.ts's, which the layer reads before it loads the check).
 */

/**
 * The origins a two-factor address may point at besides the site's own: the carrier's identity
 * host the environment names (`SIGN_IN_HOST`, over https), with no extra setting, and any listed
 * (`TWO_FACTOR_ALLOWED_ORIGINS`).
 */
export function twoFactorOrigins(
  signInHost: string | undefined,
  listed: readonly string[],
): string[] {
  const identity = signInHost ? [new URL(`https://${signInHost}`).origin] : [];
  return [...new Set([...identity, ...listed])];
}

/** The two-factor page as an absolute address, only on this site or an allow-listed origin. */
export function twoFactorTarget(
  url: string,
  site: { origin: string; allowedOrigins: readonly string[] },
): string | undefined {
  let target: URL;
  try {
    target = new URL(url, site.origin);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return undefined;
  const allowed = target.origin === site.origin || site.allowedOrigins.includes(target.origin);
  return allowed ? target.href : undefined;
}

/**
 * The identity service's mechanism for the support site's step-up: one for production-like hosts,
 * another for dev and test hosts (spec §9), so a test host's sign-ins never count as production's.
 */
export const TWO_FACTOR_MECHANISMS = {
  production: 'idp-support-wireless-2fa',
  test: 'idp-support-wireless-2fa-test',
} as const;

/** The query parameter the two-factor page reads the mechanism from. */
export const MECHANISM_PARAM = 'mechanismId';

export function twoFactorMechanism(productionLike: boolean): string {
  return productionLike ? TWO_FACTOR_MECHANISMS.production : TWO_FACTOR_MECHANISMS.test;
}

/** The two-factor address with the mechanism this host uses (any value it named is replaced). */
export function withMechanism(target: string, mechanism: string): string {
  const url = new URL(target);
  url.searchParams.set(MECHANISM_PARAM, mechanism);
  return url.href;
}

/** 309, or a failure whose message mentions 309, means the second factor is still owed. */
export function requiresSecondFactor(result: {
  status?: number | undefined;
  error?: unknown;
}): boolean {
  if (result.status === 309) return true;
  const error = result.error;
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : JSON.stringify(error ?? '');
  return /\b309\b/.test(message ?? '');
}
