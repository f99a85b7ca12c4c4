/** The check-lite call behind the personal outage alert ($personalOutage). */
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import { personalOutageShown } from '../domain/personalisation/personal-outage.ts';
import { wantsCheckLite } from '../domain/personalisation/side-tasks.ts';
import { log } from '../domain/log.ts';
import { $personalOutage } from './personal-outage.ts';
import { $isAuth, $wlsBan } from './session.ts';

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
