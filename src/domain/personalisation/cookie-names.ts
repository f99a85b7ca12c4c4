/**
 * The cookies the personalisation layer reads and writes. The carrier's sign-in pages (the
 * sandbox stands them in) set the session ones; the page never sends them to a shared cache:
 * the landing HTML ignores cookies and the relays are private, no-store.
 */
import { VISITOR_MARK_COOKIES } from './visitor-mark-cookies.ts';

export const COOKIE = {
  // Set by sign-in, the session, the visitor's id: the three the pre-paint mark reads.
  ...VISITOR_MARK_COOKIES,
  /** `<user id>:<expiry timestamp in ms>`, written at sign-in (the expiry is login time + 1 h). */
  loginState: 'SUPPORT_LOGIN_STATE',
  /** The login-state value whose login event was already reported. */
  loginReported: 'SUPPORT_LOGIN_REPORTED',
  /** Present when the visitor came through another domain's access flow: no login event. */
  accessDomain: 'accessDomain',
  /** The recognised device: `1|make|model|OS|type` (format version first). */
  recognisedDevice: 'SUPPORT_RECOGNISED_DEVICE',
} as const;

/** Local-storage keys shared with the device selector. */
export const STORAGE = {
  /** The CTN (phone number) of the device in focus, written by the device selector or sign-in. */
  ctn: 'supportCtnInFocus',
} as const;

/** Session-storage key that turns login reporting off when its value is 'off'. */
export const REPORT_LOGS_KEY = 'reportlogs';
