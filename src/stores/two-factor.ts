/**
 * The two-factor redirect: when the flags ask for it, the auth-status call says whether this
 * session still needs its second factor (309); if so the browser goes to the two-factor page,
 * naming the mechanism of this host's kind (production-like or not).
 * Anything else lets the page continue.
 */
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import { twoFactorCheckNeeded } from '../domain/personalisation/side-tasks.ts';
import {
  requiresSecondFactor,
  twoFactorMechanism,
  twoFactorOrigins,
  twoFactorTarget,
  withMechanism,
} from '../domain/personalisation/two-factor-rules.ts';
import { log } from '../domain/log.ts';

/** Returns the address the browser was sent to, or undefined when the page continues. */
export async function checkSecondFactor(env: PersonalisationEnv): Promise<string | undefined> {
  const { twoFactorDisable, twoFactorUrl } = env.config.flags;
  if (!twoFactorCheckNeeded({ disableFlag: twoFactorDisable, url: twoFactorUrl })) return undefined;
  const allowed = twoFactorTarget(twoFactorUrl ?? '', {
    origin: env.location.origin,
    // The identity host the page names is allowed without listing it (the page carries it once).
    allowedOrigins: twoFactorOrigins(env.config.signInHost, env.config.twoFactorOrigins),
  });
  const target = allowed
    ? withMechanism(allowed, twoFactorMechanism(env.config.productionLike))
    : undefined;
  if (!target) {
    log.error('two-factor', 'the two-factor address is not on the site or its allow-list');
    return undefined;
  }
  const result = await env.request(ENDPOINTS.twoFactorStatus, {
    authRedirects: false,
    cache: false,
  });
  const status = result.ok
    ? 200
    : result.failure.kind === 'status'
      ? result.failure.status
      : undefined;
  if (!requiresSecondFactor({ status, error: result.ok ? undefined : result.failure })) {
    // Spec §8: only a 309 sends the visitor on; every other failure is logged and the page goes on.
    if (!result.ok) {
      const reason = status === undefined ? result.failure.kind : `status ${status}`;
      log.warn('two-factor', `auth status failed (${reason}); the page continues`);
    }
    return undefined;
  }
  env.navigator.assign(target);
  return target;
}
