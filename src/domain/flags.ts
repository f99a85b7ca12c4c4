/** Feature flags (allocations): names the site reads and how their string values are judged. */
import { isTrue } from './values.ts';

export type Flags = Readonly<Record<string, string>>;

export const FLAG = {
  daasTroubleshootSplash: 'svc-cfg-ixp-support-daas-ts-splash-enable',
  removeDuplicateCalls: 'svc-ixp-support-remove-duplicate-calls',
  wirelessLanderChatDisable: 'svc-cfg-ixp-support-wireless-lander-chat-disable',
  unifiedLander: 'cfg-ixp-support-wireless-lander-unified-enable',
  loginReportingDisable: 'cfg-ixp-support-loginreporting-disable',
  articleModal: 'cfg-ixp-wireless-article-modal-enable',
  browseTopicsWireless: 'svc-cfg-ixp-support-browsetopics-wireless-enable',
  outageDaasSwitch: 'svc-cfg-ixp-outage-wireless-daas-switch-wls',
  outageCache: 'svc-cfg-ixp-outage-wirelesscache-enabled',
  apaSupportLander: 'svc-cfg-ixp-apa-support-lander',
  genAiSearch: 'cfg-ixp-support-genai-search',
  twoFactorDisable: 'cfg-ixp-2fa-disable',
  twoFactorUrl: 'cfg-ixp-support-url2fa',
  wirelessAccountLock: 'svc-cfg-ixp-support-wireless-account-lock-enable',
} as const;

/** A flag is on when its value is 'true' in any case. */
export function flagOn(flags: Flags, name: string): boolean {
  return isTrue(flags[name]);
}

/** The generative-AI search widget replaces the classic one when the flag's value mentions wireless. */
export function genAiSearchEnabled(flags: Flags): boolean {
  return (flags[FLAG.genAiSearch] ?? '').toLowerCase().includes('wireless');
}
