/**
 * The cookies the pre-paint mark reads (visitor-mark.ts), in a module of their own so its inline
 * script carries only these three names: build/inline-scripts.mjs bundles whatever the script
 * imports. cookie-names.ts's COOKIE includes them.
 */
export const VISITOR_MARK_COOKIES = {
  /** Set by sign-in: any non-empty value means a sign-in check is worth making. */
  authState: 'SUPPORT_AUTH_STATE',
  /** The session cookie; a value containing 'Auth' also means signed in. */
  session: 'SUPPORT_SESSION',
  /** The visitor's id, 1 to 10 digits when the device was recognised. */
  uuid: 'SUPPORT_UUID',
} as const;
