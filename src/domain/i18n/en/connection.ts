/**
 * Why a part of the page waits for the connection (docs/offline.md). Its own small area: the
 * landing islands that say it ship none of the offline page's texts.
 */
export default {
  signIn: 'Signing in needs a connection.',
  /** Beside the personal parts of the page, which show their anonymous state offline. */
  personal: "You're offline: signing in needs a connection. Your saved help works without it.",
};
