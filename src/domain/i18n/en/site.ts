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
  /** The bar an editor sees in a preview of unpublished content (never shown to visitors). */
  preview: {
    region: 'Preview',
    notPublished: 'Preview: not published',
    published: 'Preview: published',
    draftSaved: 'Draft saved',
    liveSince: 'Live since',
    unknownTime: 'The content service did not say when this draft was saved.',
    exit: 'Exit preview',
    live: 'View the live page',
  },
};
