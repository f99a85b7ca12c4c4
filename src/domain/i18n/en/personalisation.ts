/**
 * The visitor's own parts of a landing page below its first screen, filled in the browser: Fix
 * my Wireless's signed-in and loading states, the order status, the personal outage alert, the
 * enter-your-number dialog and the recommendations' heading (the header greeting's are the
 * greeting area's). The labels the content may set (sign in, welcome back, not you, ...) are the
 * landing area's, resolved on the server.
 */
export default {
  fixMyWireless: {
    checkMyDevice: 'Check my device',
    startTroubleshooting: 'Start troubleshooting',
    yourDevice: 'Your device',
    checkingAccount: 'Checking your account',
    checking: 'Checking your device and service',
    deviceAndService: 'Your device and service',
    checkPrompt: 'Check your device and service, then follow the steps for what we find.',
  },
  orderStatus: {
    account: (accountNumber: string) => `Account ${accountNumber}`,
    loading: 'Loading your order status',
    statuses: {
      active: 'Active',
      pendingactive: 'Pending activation',
      suspended: 'Suspended',
    },
  },
  personalOutage: {
    text: "There's a service issue in your area",
    seeStatus: 'See service status',
    close: 'Close service issue alert',
  },
  numberDialog: {
    title: 'Enter your wireless number',
    intro: "We'll use it to show help for your phone. We don't keep it on this page.",
    field: 'Wireless number',
    invalid: 'Enter your 10-digit wireless number.',
    notRecognised: "We couldn't find that number. Check it and try again.",
    serviceFailed: "We couldn't check your number right now. Try again later.",
    submit: 'Continue',
  },
  recommended: 'Recommended for you',
};
