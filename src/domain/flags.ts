/**
 * Feature flags (allocations): every flag the site reads, named and explained in this one table
 * (spec §9 and the product decisions), and the one way their string values are judged. No flag
 * name is spelled anywhere else in the site's code (a test checks it).
 */
import { isTrue } from './values.ts';

export type Flags = Readonly<Record<string, string>>;

/** The allocation-manager team that owns a flag (the flags call asks both). */
export type FlagTeam = 'idp-support-optimization' | 'idp-web-support';

export interface FlagDefinition {
  name: string;
  team: FlagTeam;
  meaning: string;
  /**
   * A flag whose value is read as a value (a variant name, a URL, a substring), not as 'true':
   * `flagOn` does not take it; its own rule reads `flagValue`.
   */
  value?: true;
}

const OPTIMIZATION: FlagTeam = 'idp-support-optimization';
const WEB_SUPPORT: FlagTeam = 'idp-web-support';

export const FLAGS = {
  daasTroubleshootSplash: {
    name: 'svc-cfg-ixp-support-daas-ts-splash-enable',
    team: OPTIMIZATION,
    meaning:
      'Fix my Wireless shows a troubleshooting splash until the service-health panel loads (signed-in or recognised visitor with a device); off: the loading shimmer',
  },
  removeDuplicateCalls: {
    name: 'svc-ixp-support-remove-duplicate-calls',
    team: OPTIMIZATION,
    meaning:
      'A recognised visitor whose device was just written to the device cookie gets their devices refreshed (spec §4: refresh devices when duplicate-call removal is on)',
  },
  wirelessLanderChatDisable: {
    name: 'svc-cfg-ixp-support-wireless-lander-chat-disable',
    team: OPTIMIZATION,
    meaning: 'Chat is hidden for a signed-in business (BSSe) wireless account',
  },
  unifiedLander: {
    name: 'cfg-ixp-support-wireless-lander-unified-enable',
    team: WEB_SUPPORT,
    meaning:
      "The sign-in check reads the unified profile details ('bsse' or 'bsse-tlg') and devices by wireless account numbers",
    value: true,
  },
  loginReportingDisable: {
    name: 'cfg-ixp-support-loginreporting-disable',
    team: WEB_SUPPORT,
    meaning: 'No login event is reported',
  },
  articleModal: {
    name: 'cfg-ixp-wireless-article-modal-enable',
    team: WEB_SUPPORT,
    meaning: 'Article links open in the right-side article drawer',
  },
  browseTopicsWireless: {
    name: 'svc-cfg-ixp-support-browsetopics-wireless-enable',
    team: OPTIMIZATION,
    meaning: 'The browse-topics section is shown',
  },
  outageDaasSwitch: {
    name: 'svc-cfg-ixp-outage-wireless-daas-switch-wls',
    team: OPTIMIZATION,
    meaning:
      'The wireless outage status comes from the active-wireless outage endpoint instead of the content-management outage feed',
  },
  outageCache: {
    name: 'svc-cfg-ixp-outage-wirelesscache-enabled',
    team: OPTIMIZATION,
    meaning: 'The active-wireless outage call asks for cached data (cacheflag=true)',
  },
  apaSupportLander: {
    name: 'svc-cfg-ixp-apa-support-lander',
    team: OPTIMIZATION,
    meaning:
      "Recognised and signed-in visitors get 'Recommended for you' in the top-solution slots (at least 3 results)",
  },
  genAiSearch: {
    name: 'cfg-ixp-support-genai-search',
    team: WEB_SUPPORT,
    meaning:
      "A value containing 'wireless' shows the generative-AI search widget instead of the classic one",
    value: true,
  },
  twoFactorDisable: {
    name: 'cfg-ixp-2fa-disable',
    team: WEB_SUPPORT,
    meaning: 'No two-factor check runs',
  },
  twoFactorUrl: {
    name: 'cfg-ixp-support-url2fa',
    team: WEB_SUPPORT,
    meaning: 'Where a visitor who owes a second factor is sent (same origin or an allowed origin)',
    value: true,
  },
  wirelessAccountLock: {
    name: 'svc-cfg-ixp-support-wireless-account-lock-enable',
    team: WEB_SUPPORT,
    meaning: 'The helpful-info tabs show the account-lock alert',
  },
  wirelessAia: {
    name: 'svc-ixp-support-wireless-aia',
    team: OPTIMIZATION,
    meaning: 'AI assistant entry points on /wireless, in the sections whose variant is on',
  },
  wirelessAiaTopSolutions: {
    name: 'svc-ixp-support-wireless-aia-top-soln',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in top solutions on /wireless",
  },
  wirelessAiaHelpfulInfo: {
    name: 'svc-ixp-support-wireless-aia-help-info',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in helpful info on /wireless",
  },
  wirelessAiaBrowseTopics: {
    name: 'svc-ixp-support-wireless-aia-browse',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in browse topics on /wireless",
  },
  wirelessAiaContact: {
    name: 'svc-ixp-support-wireless-aia-contact',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in contact us on /wireless",
  },
  wirelessAiaHotTopics: {
    name: 'svc-ixp-support-wireless-aia-hot-topics',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' on the popular-topic cards of browse topics on /wireless",
  },
  smbAia: {
    name: 'svc-ixp-support-smb-aia',
    team: OPTIMIZATION,
    meaning:
      'AI assistant entry points on /smallbusiness/wireless, in the sections whose variant is on',
  },
  smbAiaTopSolutions: {
    name: 'svc-ixp-support-smb-aia-top-soln',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in top solutions on /smallbusiness/wireless",
  },
  smbAiaHelpfulInfo: {
    name: 'svc-ixp-support-smb-aia-help-info',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in helpful info on /smallbusiness/wireless",
  },
  smbAiaBrowseTopics: {
    name: 'svc-ixp-support-smb-aia-browse',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in browse topics on /smallbusiness/wireless",
  },
  smbAiaContact: {
    name: 'svc-ixp-support-smb-aia-contact',
    team: OPTIMIZATION,
    meaning: "'Ask our AI assistant' in contact us on /smallbusiness/wireless",
  },
  smbAiaHotTopics: {
    name: 'svc-ixp-support-smb-aia-hot-topics',
    team: OPTIMIZATION,
    meaning:
      "'Ask our AI assistant' on the popular-topic cards of browse topics on /smallbusiness/wireless",
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAGS;

/** The flags that are switches: on when 'true'. */
export type SwitchKey = {
  [K in FlagKey]: (typeof FLAGS)[K] extends { value: true } ? never : K;
}[FlagKey];

/** A flag's value as the allocation manager sent it; undefined when missing. */
export function flagValue(flags: Flags, key: FlagKey): string | undefined {
  return flags[FLAGS[key].name];
}

/** A flag is on when its value is 'true' in any case; missing or anything else is off. */
export function flagOn(flags: Flags, key: SwitchKey): boolean {
  return isTrue(flagValue(flags, key));
}

/** The generative-AI search widget replaces the classic one when the flag's value mentions wireless. */
export function genAiSearchEnabled(flags: Flags): boolean {
  return (flagValue(flags, 'genAiSearch') ?? '').toLowerCase().includes('wireless');
}
