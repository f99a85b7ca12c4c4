/**
 * The component library's own texts (src/ui/): control names, landmark names, announcements and
 * default labels. A prop that names a control (`closeLabel`, `expandAllText`, ...) still wins.
 */
export default {
  /** Hidden after a link or button that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
  close: 'Close',
  loading: 'Loading',
  moreInformation: 'More information',
  onThisPage: 'On this page',
  accordion: {
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    viewMore: 'View more',
    viewLess: 'View less',
  },
  alert: {
    /** Read before the message, naming the kind of alert. */
    kinds: {
      error: 'Error',
      warning: 'Warning',
      info: 'Information',
      success: 'Success',
    },
    dismissTitled: (title: string) => `Dismiss ${title} alert`,
    dismissKind: {
      error: 'Dismiss error alert',
      warning: 'Dismiss warning alert',
      info: 'Dismiss information alert',
      success: 'Dismiss success alert',
    },
  },
  breadcrumb: {
    standalone: 'Breadcrumb',
    footer: 'Breadcrumb (footer)',
  },
  /** The stores' own badge wording: the link's name, and the small line of the artwork. */
  appBadge: {
    apple: { label: 'Download on the App Store', artwork: 'Download on the' },
    google: { label: 'Get it on Google Play', artwork: 'GET IT ON' },
  },
};
