/**
 * The personalisation calls' bodies, checked at the boundary. Lenient by design: a field of the
 * wrong type becomes undefined (a list, empty) instead of rejecting the answer, because one odd
 * field must not cost a visitor their whole account view; only a body that is not an object at
 * all is refused. Plain-code readers (lenient-shape.ts) instead of zod/mini keep the signed-in
 * page's JavaScript small (about 6 KB gzip less), and the chunk loads only for visitors whose
 * cookies call for personalisation (see bootstrap.ts).
 */
import { body, listOf, nested, text, yesNo, type Body, type ObjectOf } from './lenient-shape.ts';

const account = {
  accountNumber: text,
  accountStatus: text,
  isSMBCustomer: yesNo,
  isWirelessServicePresent: yesNo,
  isInternetServicePresent: yesNo,
  serviceType: text,
};

const accountDetails = {
  customerState: text,
  authenticatedID: text,
  firstName: text,
  lastName: text,
  isSmallBusinessAccountsPresent: yesNo,
  isConsumerAccountsPresent: yesNo,
  wirelessAccountDetails: listOf(account),
  uverseAccountDetails: listOf(account),
  bsseAccountDetails: listOf(account),
};

export const infocusSchema = body({ content: nested({ customerState: text }) });

export const accountDetailsSchema = body({ content: nested(accountDetails) });

const device = {
  ctn: text,
  name: text,
  make: text,
  model: text,
  imageUrl: text,
  accountNumber: text,
};

export const devicesSchema = body({ content: nested({ devices: listOf(device) }) });

export const wirelessContentSchema = body({
  'cms-feed': nested({
    components: nested({
      default: nested({
        recognizedState: nested({
          content: nested({ cards: listOf({ content: nested({ hasWireless: yesNo }) }) }),
        }),
        unAuth: nested({ content: nested({ recognisedStateKillSwitch: yesNo }) }),
      }),
    }),
  }),
});

const subscriber = {
  subscriberNumberLastFour: text,
  supportdeviceDetailsInfo: nested({
    deviceMake: text,
    deviceModel: text,
    deviceOS: text,
    deviceClassifications: nested({ deviceType: text }),
  }),
};

export const consentSchema = body({
  content: nested({ consentRSAllow: yesNo, auth: yesNo }),
  authDeviceSupportResponse: nested({ ctnvalid: yesNo }),
  accountnumbers: listOf({ subscribers: listOf(subscriber) }),
});

/** Whether the visitor behind an id already gave consent; the rule reads only a yes for that id. */
export const consentProvidedSchema = body({
  content: nested({ id: text, consentProvided: yesNo }),
});

const reportingAccount = {
  type: text,
  accountNumber: text,
  isSMB: yesNo,
  isSmb: yesNo,
};

export const userServicesSchema = body({
  content: nested({ reportingAccounts: listOf(reportingAccount) }),
});

export const loginAnalyticsSchema = body({
  userid: text,
  client_id: text,
  trid: text,
  flowcode: text,
});

const healthCheck = { name: text, status: text, message: text };

export const serviceHealthSchema = body({
  content: nested({
    ctn: text,
    deviceName: text,
    imageUrl: text,
    checks: listOf(healthCheck),
  }),
});

/** The status arrives as a number or a string; the rule reads only 1 as an issue. */
export const checkLiteSchema = body({ content: nested({ status: text }) });

export type InfocusBody = Body<typeof infocusSchema>;
export type AccountDetails = ObjectOf<typeof accountDetails>;
export type Account = ObjectOf<typeof account>;
export type DevicesBody = Body<typeof devicesSchema>;
export type Device = ObjectOf<typeof device>;
export type WirelessContentBody = Body<typeof wirelessContentSchema>;
export type ConsentBody = Body<typeof consentSchema>;
export type ConsentProvidedBody = Body<typeof consentProvidedSchema>;
export type UserServicesBody = Body<typeof userServicesSchema>;
export type ReportingAccount = ObjectOf<typeof reportingAccount>;
export type ServiceHealthBody = Body<typeof serviceHealthSchema>;
export type HealthCheck = ObjectOf<typeof healthCheck>;
export type CheckLiteBody = Body<typeof checkLiteSchema>;
export type LoginAnalyticsBody = Body<typeof loginAnalyticsSchema>;
