/**
 * The landing pages' own texts that the server renders: the specification's default labels (used
 * when the content has none, word for word), the sections' default headings and the outage
 * section. None of them ships to the browser. Texts from the content feed are not here.
 */
import { formatNumber } from '../format.ts';

export default {
  /** The specification's label defaults, one per label of the common content. */
  labels: {
    contactUsLabel: 'Contact us',
    browseTopicsLabel: 'Browse topics',
    backCTA: 'Back',
    returnCTA: 'Main menu',
    helpfulInfoLabel: 'Helpful info',
    fixMyWireless: 'Fix my Wireless',
    fixMyService: 'Fix my Service',
    seeTopSolutionsLabel: 'See top solutions',
    popularSolutionsLabel: 'Popular solutions',
    continueWithoutSigningInLabel: 'Continue without signing in',
    chooseDeviceLabel: 'Choose a device',
    personalizedHelpLabel: 'Want personalized help?',
    notYouLabel: 'Not you?',
    signInLabel: 'Sign in',
    welcomeBackLabel: 'Welcome back',
    topSolutionsLabel: 'Top solutions',
  },
  /** What the content's `[[service]]` placeholder reads for a wireless service. */
  wirelessService: 'Wireless',
  /** The page's heading, and the SEO text's, when the content has none. */
  supportHeading: (service: string) => `${service} support`,
  helpfulInfo: {
    /** A helpful-info tab the content leaves untitled: its place, from 1. */
    untitledTab: (position: number) => `Tab ${formatNumber('en', position)}`,
    /** The card a smart-home button becomes (the app's name is a product name). */
    smartHome: {
      title: 'Smart Home Manager',
      open: 'Open Smart Home Manager',
      getApp: 'Get the Smart Home Manager app',
    },
  },
  allServices: 'All services',
  contact: {
    otherOptions: 'Other ways to get help',
    socialMedia: 'Social media',
    chatTitle: 'Chat with us',
    startChat: 'Start chat',
  },
  search: {
    /** The section's name, the classic search's heading and its box's placeholder. */
    searchSupport: 'Search support',
    /** The generative-AI search's heading. */
    askQuestion: 'Ask a question',
  },
  faq: 'Frequently asked questions',
  consent: 'Cookie consent',
  orderStatus: 'Your order status',
  outage: {
    heading: 'Service status',
    /** The banner an outage without banners of its own shows. */
    fallbackTitle: 'Service interruption reported',
    fallbackMessage: "We're working on an issue that may affect wireless service.",
    none: 'No wireless outages are reported right now.',
    unknown: "We can't check for outages right now.",
    checkStatus: 'Check outage status',
  },
};
