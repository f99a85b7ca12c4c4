/** The page frame every page shares: the skip link, the breadcrumb trail, metadata defaults. */
export default {
  skipToContent: 'Skip to main content',
  /** The trail above a landing page's heading (its last entry is the page itself). */
  breadcrumbs: {
    home: 'Home',
    support: 'Support',
    wireless: 'Wireless',
  },
  /** A page's metadata when its SEO content has none (the specification's defaults). */
  meta: {
    title: (title: string, serviceName: string) => `${title} support for ${serviceName} customers`,
    smallBusinessTitle: (title: string, serviceName: string) =>
      `${title} support for ${serviceName} business customers`,
    description: (title: string) =>
      `Get ${title} support: fix service issues, find top solutions, browse help topics and contact us.`,
  },
};
