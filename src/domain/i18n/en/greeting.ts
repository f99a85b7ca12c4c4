/**
 * The header greeting's own texts, a known visitor's first screen: an area of its own, so the
 * greeting ships none of the personal parts' further down (the personalisation area's).
 */
export default {
  welcome: 'Welcome',
  welcomeName: (firstName: string) => `Welcome, ${firstName}`,
  loading: 'Loading your account',
};
