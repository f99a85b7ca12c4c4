/** The services the support landing pages serve, and how a request picks one. */
import { pathWithoutLocale } from './i18n/locales.ts';
import { SMALL_BUSINESS_PATH, WIRELESS_PATH } from './landing-routes.ts';

export type ServiceName = 'wireless' | 'smb-wireless' | 'smb-internet-air';
export type CustomerType = 'consumer' | 'smb' | 'biz';

/**
 * A service info entry, with the fields the specification names (§1), spelled as it spells them
 * (the content and contact-us services use these names, typos included).
 */
export interface ServiceInfo {
  /** Whether the chat panel may show for the service. */
  chatComponentEnable: boolean;
  /** Whether contact us is asked on the small-business path (`/contactus/smb/{value}`). */
  contactusSMB: boolean;
  /** The content context contact us is read in. */
  contcatUsCmsContext: string;
  /** The `{value}` of the contact-us call. */
  contcatUsService: string;
  /** The service's support alias (the page's `supportServiceAlias`). */
  contcatUsServiceAlias: string;
  /** Human name shown in headings and metadata. */
  displayName: string;
  /** Whether e-support content is the small-business set. */
  esupportSMB: boolean;
  /** Where the service sits in the support navigation (the page's `navigationTree`). */
  navigationTree: string;
  /** Knowledge service group. */
  serviceGroup: string;
  serviceName: ServiceName;
  /** Knowledge topic the page's tag-sets come from. */
  serviceTopicName: string;
  /** Personalisation page id, where the service has one. */
  tDicePageId?: string;
  /** The generative-AI widget's name for the service (the assistant and the AI search ask it). */
  GenAIWidgetServiceAlias: string;
}

/**
 * The entries. The specification gives the names, groups, topics, PG2057 and wireless's chat;
 * the aliases and navigation trees are this site's values (decisions for issue 27).
 */
export const SERVICE_INFO: Record<ServiceName, ServiceInfo> = {
  wireless: {
    chatComponentEnable: true,
    contactusSMB: false,
    contcatUsCmsContext: 'wireless',
    contcatUsService: 'wireless',
    contcatUsServiceAlias: 'wireless',
    displayName: 'Wireless',
    esupportSMB: false,
    navigationTree: 'support/wireless',
    serviceGroup: 'srvgroup_wireless',
    serviceName: 'wireless',
    serviceTopicName: 'topic_wireless0',
    tDicePageId: 'PG2057',
    GenAIWidgetServiceAlias: 'wireless',
  },
  'smb-wireless': {
    chatComponentEnable: false,
    contactusSMB: true,
    contcatUsCmsContext: 'smallbusiness',
    contcatUsService: 'smb-wireless',
    contcatUsServiceAlias: 'smbwireless',
    displayName: 'Wireless',
    esupportSMB: true,
    navigationTree: 'smallbusiness/support/wireless',
    serviceGroup: 'srvgroup_smbwireless',
    serviceName: 'smb-wireless',
    serviceTopicName: 'topic_wireless3',
    GenAIWidgetServiceAlias: 'smbwireless',
  },
  'smb-internet-air': {
    chatComponentEnable: false,
    contactusSMB: true,
    contcatUsCmsContext: 'smallbusiness',
    contcatUsService: 'smb-internet-air',
    contcatUsServiceAlias: 'smbinternetair',
    displayName: 'Internet Air',
    esupportSMB: true,
    navigationTree: 'smallbusiness/support/internet-air',
    serviceGroup: 'srvgroup_smbuverseinternet',
    serviceName: 'smb-internet-air',
    serviceTopicName: 'topic_internet4',
    GenAIWidgetServiceAlias: 'smbinternetair',
  },
};

/** A service as the site uses it: its info entry, with the names the code reads it by. */
export interface ServiceDefinition {
  /** The service info entry (spec §1). */
  info: ServiceInfo;
  name: ServiceName;
  /** Knowledge service group (`info.serviceGroup`). */
  group: string;
  /** Knowledge topic the page's tag-sets come from (`info.serviceTopicName`). */
  topic: string;
  /** Human name shown in headings and metadata (`info.displayName`). */
  displayName: string;
  /** Label on the small-business service tabs (the feed's `serviceLabels` come first). */
  tabLabel?: string;
  /** Personalisation page id, where the service has one (`info.tDicePageId`). */
  pageId?: string;
  /** `info.chatComponentEnable`. */
  chatEnabled: boolean;
  smallBusiness: boolean;
}

function definition(
  info: ServiceInfo,
  extra: { tabLabel: string; smallBusiness: boolean },
): ServiceDefinition {
  return {
    info,
    name: info.serviceName,
    group: info.serviceGroup,
    topic: info.serviceTopicName,
    displayName: info.displayName,
    tabLabel: extra.tabLabel,
    ...(info.tDicePageId ? { pageId: info.tDicePageId } : {}),
    chatEnabled: info.chatComponentEnable,
    smallBusiness: extra.smallBusiness,
  };
}

export const SERVICES: Record<ServiceName, ServiceDefinition> = {
  wireless: definition(SERVICE_INFO.wireless, { tabLabel: 'Fixed Wireless', smallBusiness: false }),
  'smb-wireless': definition(SERVICE_INFO['smb-wireless'], {
    tabLabel: 'Fixed Wireless',
    smallBusiness: true,
  }),
  'smb-internet-air': definition(SERVICE_INFO['smb-internet-air'], {
    tabLabel: 'Internet Air',
    smallBusiness: true,
  }),
};

/**
 * What a page switches with its service (spec §4: alias, navigation tree, chat flag, tab name
 * and GenAI alias), carried by each server-rendered block of that service.
 */
export interface ServiceSwitchData {
  alias: string;
  navigationTree: string;
  chat: boolean;
  tabName: string;
  genAiAlias: string;
}

export function serviceSwitchData(service: ServiceDefinition): ServiceSwitchData {
  return {
    alias: service.info.contcatUsServiceAlias,
    navigationTree: service.info.navigationTree,
    chat: service.info.chatComponentEnable,
    tabName: service.tabLabel ?? service.displayName,
    genAiAlias: service.info.GenAIWidgetServiceAlias,
  };
}

/** The landing page a service is served on (in English; `pathInLocale` gives another language's). */
export function landingPathOf(service: Pick<ServiceDefinition, 'smallBusiness'>): string {
  return service.smallBusiness ? SMALL_BUSINESS_PATH : WIRELESS_PATH;
}

/** A page is small business when its URL path contains the small-business wireless path. */
export function isSmallBusinessPath(pathname: string): boolean {
  return pathname.toLowerCase().includes(SMALL_BUSINESS_PATH.slice(1));
}

/** A page in any language is the same page as its English twin (`/es/wireless` is `/wireless`). */
export function customerTypeForPath(pathname: string): CustomerType {
  return isSmallBusinessPath(pathWithoutLocale(pathname)) ? 'smb' : 'consumer';
}

/** The service a landing route opens with, in whatever language the page is. */
export function serviceForPath(pathname: string): ServiceDefinition {
  return isSmallBusinessPath(pathWithoutLocale(pathname))
    ? SERVICES['smb-wireless']
    : SERVICES.wireless;
}

/** The service behind a knowledge topic (used when the smb service tabs switch). */
export function serviceForTopic(
  topic: string,
  smallBusiness: boolean,
): ServiceDefinition | undefined {
  if (topic === 'topic_internet4') return SERVICES['smb-internet-air'];
  if (topic === 'topic_wireless0' || topic === 'topic_wireless3') {
    return smallBusiness ? SERVICES['smb-wireless'] : SERVICES.wireless;
  }
  return undefined;
}
