/**
 * The device's service health for the Fix my Wireless panel (the `daasTroubleshootSplash` flag):
 * whether the splash is on for this page, the state of the call, and its checks. The page's
 * start sets the flag before the account is fetched, so the splash can stand in for the shimmer
 * from the first moment.
 */
import { atom } from 'nanostores';
import { ENDPOINTS, SERVICE_HEALTH_LOCALE_PARAM } from '../domain/personalisation/endpoints.ts';
import type { PersonalisationEnv } from './personalisation-env.ts';
import type { HealthCheck } from '../domain/personalisation/schemas.ts';
import type { ServiceHealthState } from '../domain/personalisation/troubleshoot-splash.ts';
import { log } from '../domain/log.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, localeOfPath } from '../domain/i18n/locales.ts';

export interface ServiceHealth {
  state: ServiceHealthState;
  checks: HealthCheck[];
  deviceName?: string | undefined;
  imageUrl?: string | undefined;
}

export const IDLE_HEALTH: ServiceHealth = { state: 'idle', checks: [] };

/** The splash flag's value as the page carries it (undefined: off). */
export const $splashFlag = atom<string | undefined>(undefined);
export const $serviceHealth = atom<ServiceHealth>(IDLE_HEALTH);

export function setSplashFlag(value: string | undefined): void {
  $splashFlag.set(value);
}

/**
 * The checks' names and messages are the service's own text, shown as it sends them: on a page
 * in another language than English the call names that language as the content calls do
 * (`locale=es-US`, from the page's path); an English page asks as it always did.
 */
function localeParams(href: string): Record<string, string> {
  const locale = localeOfPath(new URL(href).pathname);
  return locale === DEFAULT_LOCALE ? {} : { [SERVICE_HEALTH_LOCALE_PARAM]: LOCALE_TAGS[locale] };
}

/** Asks for the service health of the device in focus (the CTN, when one is known). */
export async function loadServiceHealth(
  env: PersonalisationEnv,
  ctn: string | undefined,
): Promise<void> {
  if ($serviceHealth.get().state === 'loading') return;
  $serviceHealth.set({ state: 'loading', checks: [] });
  const { serviceHealthSchema } = await import('../domain/personalisation/schemas.ts');
  const params = { ...(ctn ? { ctn } : {}), ...localeParams(env.location.href) };
  const answer = await env.request(ENDPOINTS.serviceHealth, {
    ...(Object.keys(params).length > 0 ? { params } : {}),
    schema: serviceHealthSchema,
    cache: false,
  });
  const content = answer.ok ? answer.data?.content : undefined;
  const checks = content?.checks ?? [];
  if (!answer.ok || checks.length === 0) {
    log.warn(
      'service-health',
      `service health not loaded (${answer.ok ? 'no checks' : answer.failure.kind})`,
    );
    $serviceHealth.set({ state: 'failed', checks: [] });
    return;
  }
  $serviceHealth.set({
    state: 'loaded',
    checks,
    deviceName: content?.deviceName,
    imageUrl: content?.imageUrl,
  });
}

export function resetServiceHealth(): void {
  $serviceHealth.set(IDLE_HEALTH);
  $splashFlag.set(undefined);
}
