/**
 * The personalisation layer, started once per page for a visitor who may be signed in or
 * recognised (the bootstrap decides from the cookies). Order: the two-factor check and the login
 * event run alongside the sign-in check; an unauthenticated visitor gets the recognised-state
 * check; a signed-in small-business visitor gets their default tab. Once the visitor is known,
 * the service-health panel (splash flag) and the personal outage check (outage switch) follow.
 * The two-factor check, the login event, the recommendations call, the personal outage check, the
 * recognised-state check and the default tab are imported only when the flags, the cookies, the
 * page or the sign-in check call for them: on most of a known visitor's pages none is.
 */
import { startPersonalisationAnalytics } from '../../analytics/personalisation.ts';
import { $fixMyWirelessVariant } from '../../stores/account-views.ts';
import { $ctnInFocus, $devicesData } from '../../stores/devices.ts';
import { $wlsBan, checkSignIn } from '../../stores/session.ts';
import { loadServiceHealth, setSplashFlag } from '../../stores/service-health.ts';
import { log } from '../../domain/log.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';
import { browserEnv, type PersonalisationEnv } from '../../stores/personalisation-env.ts';
import { askForIslandsWhenNeeded, bindChatPanels } from './page-bindings.ts';
import { wantsServiceHealth } from '../../domain/personalisation/troubleshoot-splash.ts';
import { twoFactorCheckNeeded, wantsCheckLite } from '../../domain/personalisation/side-tasks.ts';
import { wantsRecommendations } from '../../domain/personalisation/recommendations.ts';
import { COOKIE } from '../../domain/personalisation/cookie-names.ts';
import { loginEventDue } from '../../analytics/login-event-due.ts';

export async function startPersonalisation(
  config: PersonalisationConfig,
  env: PersonalisationEnv = browserEnv(config),
): Promise<void> {
  startPersonalisationAnalytics(env.location.href);
  bindChatPanels(config);
  askForIslandsWhenNeeded();
  // Before the account is asked for, so the splash, not the shimmer, covers the wait.
  if (config.service === 'wireless') setSplashFlag(config.flags.splash);
  const { flags } = config;
  // Only a page with several services has tabs to open for a signed-in visitor: the rule loads
  // alongside the sign-in check, so it is there when the account is.
  const defaultTab = config.services.length > 1 ? import('./default-tab-on-sign-in.ts') : undefined;
  const sideTasks: Promise<unknown>[] = [];
  const uuid = env.cookies.read()[COOKIE.uuid];
  if (wantsRecommendations({ flag: flags.recommendations, pageId: config.pageId, uuid }))
    sideTasks.push(
      import('../../stores/recommendations-call.ts').then(({ loadRecommendations }) =>
        loadRecommendations(env),
      ),
    );
  // Spec §4: whenever the flags ask for it, for every visitor this layer runs for (signed in,
  // recognised, just logged in): a session part-way through signing in may owe its second
  // factor before its sign-in cookies exist. An anonymous visitor loads no layer and no call.
  if (twoFactorCheckNeeded({ disableFlag: flags.twoFactorDisable, url: flags.twoFactorUrl }))
    sideTasks.push(
      import('../../stores/two-factor.ts').then(({ checkSecondFactor }) => checkSecondFactor(env)),
    );
  if (loginEventDue(env))
    sideTasks.push(
      import('../../analytics/login-event.ts').then(({ reportLoginEvent }) =>
        reportLoginEvent(env),
      ),
    );
  // The recognised-state check is for a visitor the sign-in check found signed out: its code
  // loads only then.
  const signedIn = await checkSignIn(env, () =>
    import('../../stores/recognised-check.ts').then(({ checkRecognised }) => checkRecognised(env)),
  );
  if (defaultTab)
    sideTasks.push(
      defaultTab.then(({ openDefaultTabOnSignIn }) => signedIn && openDefaultTabOnSignIn()),
    );
  if (wantsCheckLite({ switchFlag: flags.outageSwitch, signedIn, accountNumber: $wlsBan.get() }))
    sideTasks.push(
      import('../../stores/personal-outage-check.ts').then(({ checkPersonalOutage }) =>
        checkPersonalOutage(env),
      ),
    );
  if (config.service === 'wireless' && wantsServiceHealth($fixMyWirelessVariant.get())) {
    const data = $devicesData.get();
    const firstDevice = 'devices' in data ? data.devices[0]?.ctn : undefined;
    sideTasks.push(loadServiceHealth(env, $ctnInFocus.get() ?? firstDevice));
  }
  for (const task of await Promise.allSettled(sideTasks)) {
    if (task.status === 'rejected') log.error('personalisation', String(task.reason));
  }
}
