/**
 * What the site says when the visitor has no connection: the notice over a saved page, the
 * offline page, and why the parts that need the network wait for it (docs/offline.md).
 */
export default {
  notice: {
    /** The date and time come formatted in the page's language. */
    saved: (when: string) => `You're offline. This is the help saved on this device on ${when}.`,
    /** When the saved copy does not say when it was saved. */
    undated: "You're offline. This is the help saved on this device.",
  },
  page: {
    title: "You're offline",
    description: 'Help saved on this device, for when there is no connection.',
    intro:
      "This page isn't saved on this device yet. These steps often bring a connection back, and the help below was saved when you last opened it.",
    stepsHeading: 'Try these steps',
    savedHeading: 'Help saved on this device',
    noneSaved:
      'No help pages are saved on this device yet. Open one while you are online to keep it.',
    /** The saved page's name and when it was saved, formatted in the page's language. */
    savedOn: (when: string) => `saved ${when}`,
    tryAgain: 'Try again',
  },
  /** The basic steps, when no saved page carries the troubleshooting workflow's own. */
  basicSteps: [
    {
      title: 'Restart your device',
      description: 'Turn your phone off, wait 30 seconds and turn it back on.',
    },
    {
      title: 'Check airplane mode',
      description: 'Make sure airplane mode is off and mobile data is on.',
    },
    {
      title: 'Check your SIM card',
      description: 'Take the SIM card out, check it for damage and put it back in firmly.',
    },
    {
      title: 'Turn on Wi-Fi calling',
      description: 'On a Wi-Fi network, Wi-Fi calling lets you call and text without signal.',
    },
  ],
};
