/**
 * The cookies the personalisation layer reads and writes. The carrier's sign-in pages (the
 * sandbox stands them in) set the session ones; the page never sends them to a shared cache:
 * the landing HTML ignores cookies and the relays are private, no-store.
 */
export const COOKIE = {
  /** Set by sign-in: any non-empty value means a sign-in check is worth making. */
  authState: 'SUPPORT_AUTH_STATE',
  /** The session cookie; a value containing 'Auth' also means signed in. */
  session: 'SUPPORT_SESSION',
  /** The visitor's id, 1 to 10 digits when the device was recognised. */
  uuid: 'SUPPORT_UUID',
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
