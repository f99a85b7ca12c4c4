/**
 * The personal outage alert: the check-lite answer for the signed-in visitor's account in focus
 * (only with the outage switch on). False in the cached page and for everyone else.
 */
import { atom } from 'nanostores';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import { personalOutageShown, wantsCheckLite } from '../domain/personalisation/personal-outage.ts';
import { log } from '../domain/log.ts';
import { $isAuth, $wlsBan } from './session.ts';

export const $personalOutage = atom(false);

export async function checkPersonalOutage(env: PersonalisationEnv): Promise<void> {
  const accountNumber = $wlsBan.get();
  const ask = wantsCheckLite({
    switchFlag: env.config.flags.outageSwitch,
    signedIn: $isAuth.get(),
    accountNumber,
  });
  if (!ask || !accountNumber) return;
  const { checkLiteSchema } = await import('../domain/personalisation/schemas.ts');
  const answer = await env.request(ENDPOINTS.checkLiteWireless, {
    params: { accountNumber },
    schema: checkLiteSchema,
    cache: false,
  });
  if (!answer.ok) {
    if (answer.failure.kind !== 'redirected')
      log.warn('personal-outage', `check-lite failed (${answer.failure.kind})`);
    return;
  }
  $personalOutage.set(personalOutageShown(answer.data?.content?.status));
}

/** The visitor closed the alert. */
export function dismissPersonalOutage(): void {
  $personalOutage.set(false);
}
