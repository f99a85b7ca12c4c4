/**
 * The personalisation calls' bodies, checked at the boundary. Lenient by design: a field of the
 * wrong type becomes undefined (a list, empty) instead of rejecting the answer, because one odd
 * field must not cost a visitor their whole account view; only a body that is not an object at
 * all is refused. zod/mini keeps the chunk small, and the chunk loads only for visitors whose
 * cookies call for personalisation (see bootstrap.ts).
 */
import * as z from 'zod/mini';

/** Text, also from a number (account numbers arrive as either). */
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  undefined,
);
/** A yes/no the upstreams send as a boolean or a string ('true', 'TRUE'); rules judge it. */
const yesNo = z.catch(z.optional(z.union([z.boolean(), z.string()])), undefined);
/** A list whose unreadable entries are dropped, and which is empty when it is not a list. */
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.optional(
    z.catch(
      z.pipe(
        z.optional(z.array(z.catch(z.optional(item), undefined))),
        z.transform((entries) =>
          (entries ?? []).filter((entry): entry is z.output<T> => entry !== undefined),
        ),
      ),
      [],
    ),
  );
const nested = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.catch(z.optional(z.object(shape)), undefined);

const account = z.object({
  accountNumber: text,
  accountStatus: text,
  isSMBCustomer: yesNo,
  isWirelessServicePresent: yesNo,
  isInternetServicePresent: yesNo,
  serviceType: text,
});

const accountDetails = z.object({
  customerState: text,
  authenticatedID: text,
  firstName: text,
  lastName: text,
  isSmallBusinessAccountsPresent: yesNo,
  isConsumerAccountsPresent: yesNo,
  wirelessAccountDetails: listOf(account),
  uverseAccountDetails: listOf(account),
  bsseAccountDetails: listOf(account),
});

export const infocusSchema = z.object({ content: nested({ customerState: text }) });

export const accountDetailsSchema = z.object({
  content: z.catch(z.optional(accountDetails), undefined),
});

const device = z.object({
  ctn: text,
  name: text,
  make: text,
  model: text,
  imageUrl: text,
  accountNumber: text,
});

export const devicesSchema = z.object({ content: nested({ devices: listOf(device) }) });

export const wirelessContentSchema = z.object({
  'cms-feed': nested({
    components: nested({
      default: nested({
        recognizedState: nested({
          content: nested({ cards: listOf(z.object({ content: nested({ hasWireless: yesNo }) })) }),
        }),
        unAuth: nested({ content: nested({ recognisedStateKillSwitch: yesNo }) }),
      }),
    }),
  }),
});

const subscriber = z.object({
  subscriberNumberLastFour: text,
  supportdeviceDetailsInfo: nested({
    deviceMake: text,
    deviceModel: text,
    deviceOS: text,
    deviceClassifications: nested({ deviceType: text }),
  }),
});

export const consentSchema = z.object({
  content: nested({ consentRSAllow: yesNo, auth: yesNo }),
  authDeviceSupportResponse: nested({ ctnvalid: yesNo }),
  accountnumbers: listOf(z.object({ subscribers: listOf(subscriber) })),
});

/** Whether the visitor behind an id already gave consent; the rule reads only a yes for that id. */
export const consentProvidedSchema = z.object({
  content: nested({ id: text, consentProvided: yesNo }),
});

const reportingAccount = z.object({
  type: text,
  accountNumber: text,
  isSMB: yesNo,
  isSmb: yesNo,
});

export const userServicesSchema = z.object({
  content: nested({ reportingAccounts: listOf(reportingAccount) }),
});

export const loginAnalyticsSchema = z.object({
  userid: text,
  client_id: text,
  trid: text,
  flowcode: text,
});

const healthCheck = z.object({ name: text, status: text, message: text });

export const serviceHealthSchema = z.object({
  content: nested({
    ctn: text,
    deviceName: text,
    imageUrl: text,
    checks: listOf(healthCheck),
  }),
});

/** The status arrives as a number or a string; the rule reads only 1 as an issue. */
export const checkLiteSchema = z.object({ content: nested({ status: text }) });

export type InfocusBody = z.infer<typeof infocusSchema>;
export type AccountDetails = z.infer<typeof accountDetails>;
export type Account = z.infer<typeof account>;
export type DevicesBody = z.infer<typeof devicesSchema>;
export type Device = z.infer<typeof device>;
export type WirelessContentBody = z.infer<typeof wirelessContentSchema>;
export type ConsentBody = z.infer<typeof consentSchema>;
export type ConsentProvidedBody = z.infer<typeof consentProvidedSchema>;
export type UserServicesBody = z.infer<typeof userServicesSchema>;
export type ReportingAccount = z.infer<typeof reportingAccount>;
export type ServiceHealthBody = z.infer<typeof serviceHealthSchema>;
export type HealthCheck = z.infer<typeof healthCheck>;
export type CheckLiteBody = z.infer<typeof checkLiteSchema>;
export type LoginAnalyticsBody = z.infer<typeof loginAnalyticsSchema>;
