/** The two-factor redirect's decisions: whether to ask, where to go, what the answer means. */
import { isMissing, isTrue } from '../values.ts';

export function twoFactorCheckNeeded(input: {
  disableFlag: string | undefined;
  url: string | undefined;
}): boolean {
  return !isTrue(input.disableFlag) && !isMissing(input.url);
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
