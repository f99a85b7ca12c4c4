/**
 * The small-business page's two services as the browser holds them once chosen
 * (src/stores/service.ts): the values the server writes on each service's blocks.
 */
import type { CurrentService } from '../../src/stores/service-attributes.ts';

export const FIXED_WIRELESS: CurrentService = {
  service: 'smb-wireless',
  alias: 'smbwireless',
  navigationTree: 'smallbusiness/support/wireless',
  chatEnabled: false,
  tabName: 'Fixed Wireless',
  genAiAlias: 'smbwireless',
};

export const INTERNET_AIR: CurrentService = {
  service: 'smb-internet-air',
  alias: 'smbinternetair',
  navigationTree: 'smallbusiness/support/internet-air',
  chatEnabled: false,
  tabName: 'Internet Air',
  genAiAlias: 'smbinternetair',
};
