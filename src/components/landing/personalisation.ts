/**
 * What the page hands its personalisation layer: the page's services and the flag values and
 * settings the browser rules need. Identical for every visitor, so it may sit in cached HTML.
 */
import { isProductionLike, type EnvironmentName } from '../../domain/environment.ts';
import { flagValue, type Flags } from '../../domain/flags.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';
import type { LandingViewContext } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { localeProp } from './locale-prop.ts';

export interface PersonalisationSettings {
  environment: EnvironmentName;
  signInHost?: string | undefined;
  twoFactorOrigins: string[];
}

export function personalisationView(
  flags: Flags,
  settings: PersonalisationSettings,
  view: Pick<LandingViewContext, 'service' | 'services' | 'customerType'>,
): PersonalisationConfig {
  return {
    service: view.service.name,
    services: view.services.map((service) => service.name),
    customerType: view.customerType,
    productionLike: isProductionLike(settings.environment),
    flags: {
      unified: flagValue(flags, 'unifiedLander'),
      chatDisable: flagValue(flags, 'wirelessLanderChatDisable'),
      removeDuplicateCalls: flagValue(flags, 'removeDuplicateCalls'),
      twoFactorDisable: flagValue(flags, 'twoFactorDisable'),
      twoFactorUrl: flagValue(flags, 'twoFactorUrl'),
      loginReportingDisable: flagValue(flags, 'loginReportingDisable'),
      recommendations: flagValue(flags, 'apaSupportLander'),
      splash: flagValue(flags, 'daasTroubleshootSplash'),
      outageSwitch: flagValue(flags, 'outageDaasSwitch'),
    },
    pageId: view.service.pageId,
    signInHost: settings.signInHost,
    twoFactorOrigins: settings.twoFactorOrigins,
  };
}

/** The configuration as the text of a JSON script element: `<` escaped so no tag can close early. */
export function personalisationJson(config: PersonalisationConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}

export interface OrderStatusView {
  service: string;
  hidden: boolean;
  heading: string;
  headingId: string;
  /** For the island's own texts; absent on an English page. */
  locale?: Locale;
}

/** The order-status slot, on a page that offers Internet Air; it belongs to that service's tab. */
export function orderStatusView(
  view: Pick<LandingViewContext, 'services' | 'locale'>,
): OrderStatusView | undefined {
  const index = view.services.findIndex((service) => service.name === 'smb-internet-air');
  if (index < 0) return undefined;
  return {
    service: 'smb-internet-air',
    hidden: view.services.length > 1 && index > 0,
    heading: landingText(view.locale).orderStatus,
    headingId: 'orderStatusHeading',
    ...localeProp(view.locale),
  };
}
