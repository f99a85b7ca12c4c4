/** The services the support landing pages serve, and how a request picks one. */

export type ServiceName = 'wireless' | 'smb-wireless' | 'smb-internet-air';
export type CustomerType = 'consumer' | 'smb' | 'biz';

export interface ServiceDefinition {
  name: ServiceName;
  /** Knowledge service group. */
  group: string;
  /** Knowledge topic the page's tag-sets come from. */
  topic: string;
  /** Human name shown in headings and metadata. */
  displayName: string;
  /** Label on the small-business service tabs. */
  tabLabel?: string;
  /** Personalisation page id, where the service has one. */
  pageId?: string;
  chatEnabled: boolean;
  smallBusiness: boolean;
}

export const SERVICES: Record<ServiceName, ServiceDefinition> = {
  wireless: {
    name: 'wireless',
    group: 'srvgroup_wireless',
    topic: 'topic_wireless0',
    displayName: 'Wireless',
    tabLabel: 'Fixed Wireless',
    pageId: 'PG2057',
    chatEnabled: true,
    smallBusiness: false,
  },
  'smb-wireless': {
    name: 'smb-wireless',
    group: 'srvgroup_smbwireless',
    topic: 'topic_wireless3',
    displayName: 'Wireless',
    tabLabel: 'Fixed Wireless',
    chatEnabled: false,
    smallBusiness: true,
  },
  'smb-internet-air': {
    name: 'smb-internet-air',
    group: 'srvgroup_smbuverseinternet',
    topic: 'topic_internet4',
    displayName: 'Internet Air',
    tabLabel: 'Internet Air',
    chatEnabled: false,
    smallBusiness: true,
  },
};

export const SMALL_BUSINESS_PATH = '/smallbusiness/wireless';

/** A page is small business when its URL path contains the small-business wireless path. */
export function isSmallBusinessPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('smallbusiness/wireless');
}

export function customerTypeForPath(pathname: string): CustomerType {
  return isSmallBusinessPath(pathname) ? 'smb' : 'consumer';
}

/** The service a landing route opens with. */
export function serviceForPath(pathname: string): ServiceDefinition {
  return isSmallBusinessPath(pathname) ? SERVICES['smb-wireless'] : SERVICES.wireless;
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
