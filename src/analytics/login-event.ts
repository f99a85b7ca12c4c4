/**
 * Login-event reporting: once per login state, right after sign-in, the page reports the login
 * with the visitor's reporting accounts and the login service's identifiers. Either call may
 * fail; the event still goes out, with what is known.
 */
import type { Pusher } from './data-layer.ts';
import { siteAnalytics } from './data-layer.ts';
import { consentAttributes } from './personalisation.ts';
import { isTrue } from '../domain/values.ts';
import { log } from '../domain/log.ts';
import { COOKIE } from '../domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from '../stores/personalisation-env.ts';
import { parseLoginState } from '../domain/personalisation/login-window.ts';
import { loginEventDue } from './login-event-due.ts';

export async function reportLoginEvent(
  env: PersonalisationEnv,
  analytics: Pusher = siteAnalytics,
): Promise<boolean> {
  const loginState = env.cookies.read()[COOKIE.loginState];
  if (!loginEventDue(env) || !loginState) return false;
  // Recorded before the calls, so a second page load during them cannot report it again.
  const expiresAt = parseLoginState(loginState)?.expiresAt ?? env.now();
  env.cookies.write(COOKIE.loginReported, loginState, { expires: new Date(expiresAt), path: '/' });

  const schemas = await import('../domain/personalisation/schemas.ts');
  const analyticsPath = env.config.productionLike
    ? ENDPOINTS.loginAnalytics.production
    : ENDPOINTS.loginAnalytics.staging;
  const [services, login] = await Promise.all([
    env.request(ENDPOINTS.userServices, {
      schema: schemas.userServicesSchema,
      authRedirects: false,
      cache: false,
    }),
    env.request(analyticsPath, {
      schema: schemas.loginAnalyticsSchema,
      authRedirects: false,
      cache: false,
    }),
  ]);
  if (!services.ok) log.warn('login-event', `services not read (${services.failure.kind})`);
  if (!login.ok) log.warn('login-event', `login analytics not read (${login.failure.kind})`);
  const accounts = services.ok ? (services.data?.content?.reportingAccounts ?? []) : [];
  const ids = login.ok ? (login.data ?? {}) : {};
  analytics.push({
    event: 'login-submit',
    ...consentAttributes(),
    userId: ids.userid,
    clientId: ids.client_id,
    transactionId: ids.trid,
    flowCode: ids.flowcode,
    reportingAccounts: accounts
      .map((account) =>
        [
          account.type ?? '',
          account.accountNumber ?? '',
          isTrue(account.isSMB ?? account.isSmb) ? 'smb' : 'consumer',
        ].join(':'),
      )
      .join(','),
  });
  return true;
}
