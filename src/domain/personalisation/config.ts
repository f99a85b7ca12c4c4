/**
 * What the page tells the personalisation layer: the page's service and the flag values and
 * settings its rules need. It is the same for every visitor (it sits in the cached HTML), so it
 * never holds anything about the visitor.
 */
import type { CustomerType, ServiceName } from '../services.ts';

export interface PersonalisationConfig {
  /** The service the page opens with (wireless on /wireless, smb-wireless on the smb page). */
  service: ServiceName;
  /** Every service the page offers, in tab order. */
  services: ServiceName[];
  customerType: CustomerType;
  /**
   * Production and production-like environments use the production login analytics service and
   * the production two-factor mechanism.
   */
  productionLike: boolean;
  flags: {
    unified?: string | undefined;
    chatDisable?: string | undefined;
    removeDuplicateCalls?: string | undefined;
    twoFactorDisable?: string | undefined;
    twoFactorUrl?: string | undefined;
    loginReportingDisable?: string | undefined;
    /** Personalised recommendations in the top-solution slots. */
    recommendations?: string | undefined;
    /** Fix my Wireless shows the troubleshooting splash until the service-health panel loads. */
    splash?: string | undefined;
    /** The outage switch: with it on, a signed-in visitor's account gets the check-lite call. */
    outageSwitch?: string | undefined;
  };
  /** The page's support page id (the service's tDicePageId), where it has one. */
  pageId?: string | undefined;
  /** The host of the sign-in pages: a page on that host never reports a login event. */
  signInHost?: string | undefined;
  /** Origins besides the site's own that the two-factor page may live on. */
  twoFactorOrigins: string[];
}

export const CONFIG_ELEMENT_ID = 'personalisation-config';

/** Reads the configuration the page carries; undefined when the page has none. */
export function readPersonalisationConfig(
  doc: Pick<Document, 'getElementById'> = document,
): PersonalisationConfig | undefined {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PersonalisationConfig>;
    // The page writes this itself, so a shape check is enough: a broken page personalises nothing.
    if (typeof value.service !== 'string' || typeof value.flags !== 'object' || !value.flags)
      return undefined;
    return {
      services: [value.service],
      customerType: 'consumer',
      productionLike: true,
      twoFactorOrigins: [],
      ...value,
    } as PersonalisationConfig;
  } catch {
    return undefined;
  }
}
