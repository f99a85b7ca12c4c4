/**
 * What the page shows from the session, derived in one place: the chat rule, the order-status
 * accounts, the Fix my Wireless variant and the workflow name. Islands subscribe to these.
 */
import { computed } from 'nanostores';
import { chatShown } from '../domain/personalisation/chat.ts';
import { fixMyWirelessVariant } from '../domain/personalisation/fix-my-wireless.ts';
import { orderStatusAccounts } from '../domain/personalisation/order-status.ts';
import type { ServiceName } from '../domain/services.ts';
import { $hasWirelessDevice, $devicesData } from './devices.ts';
import { $isRecogStateOn } from './recognised.ts';
import { $account, $hasBsseWireless, $isAuth } from './session.ts';

/** Chat for a page of this service, with this chat-disable flag value. */
export function chatVisible(serviceName: ServiceName, chatDisableFlag: string | undefined) {
  return computed($hasBsseWireless, (bsseWireless) =>
    chatShown({ serviceName, chatDisableFlag, bsseWireless }),
  );
}

/**
 * The internet-air accounts with an order to show (active, pending or suspended), by the same
 * "has Internet Air" rule as the default tab.
 */
export const $orderStatusAccounts = computed($account, (account) => orderStatusAccounts(account));

export const $devicePresent = computed(
  [$devicesData, $hasWirelessDevice],
  (data, hasWirelessDevice) => hasWirelessDevice || ('devices' in data && data.devices.length > 0),
);

/** Which Fix my Wireless section a wireless page shows. */
export const $fixMyWirelessVariant = computed(
  [$isAuth, $isRecogStateOn, $devicePresent],
  (authenticated, recognised, devicePresent) =>
    fixMyWirelessVariant({
      serviceName: 'wireless',
      authenticated,
      // The service-health panel is the device list this page loads itself.
      serviceHealthLoaded: devicePresent,
      devicePresent,
      recognised,
    }),
);
