/**
 * The site header's and footer's texts, on every page (the skip link and the metadata defaults
 * are the site area's).
 */
export default {
  /** The site's name beside its mark, and in the footer's notice. */
  brand: 'Carrier Support',
  header: {
    nav: 'Primary',
    support: 'Support',
    wireless: 'Wireless',
    business: 'Business',
  },
  footer: {
    nav: 'Footer',
    /** The language's name in itself: the switch on another language's page leads here by it. */
    languageName: 'English',
    supportHome: 'Support home',
    contactUs: 'Contact us',
    privacy: 'Privacy center',
    terms: 'Terms of use',
    /** The year comes formatted in the page's language. */
    rights: (year: string, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  },
};
