/**
 * Whether this page load reports the login (login-window.ts's rules over the layer's environment).
 * The layer reads it before it imports the report (login-event.ts): a known visitor's pages after
 * the first five minutes of their login never load it.
 */
import { isTrue } from '../domain/values.ts';
import { REPORT_LOGS_KEY } from '../domain/personalisation/cookie-names.ts';
import { loginEventEligible } from '../domain/personalisation/login-window.ts';
import type { PersonalisationEnv } from '../stores/personalisation-env.ts';

export function loginEventDue(env: PersonalisationEnv): boolean {
  return loginEventEligible({
    cookies: env.cookies.read(),
    entryTime: env.entryTime,
    hostname: env.location.hostname,
    signInHost: env.config.signInHost ?? '',
    reportLogs: env.sessionStorage.getItem(REPORT_LOGS_KEY),
    reportingDisabled: isTrue(env.config.flags.loginReportingDisable),
  });
}
