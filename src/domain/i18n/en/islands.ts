/**
 * The texts of the landing pages' islands every visitor may meet: the knowledge search and its
 * messages, the service choice, the jump links, helpful info's alert link, the 'Ask our AI
 * assistant' button and its drawer, and the article drawer. The visitor's own parts are the
 * personalisation area.
 */
import { formatNumber, plural } from '../format.ts';

export default {
  search: {
    submit: 'Search',
    searching: 'Searching…',
    failed: 'Search is unavailable right now. Please try again.',
    noResults: (query: string) => `No results for “${query}”.`,
    results: (count: number, query: string) =>
      plural('en', count, {
        one: `${formatNumber('en', count)} result for “${query}”`,
        other: `${formatNumber('en', count)} results for “${query}”`,
      }),
  },
  serviceChoice: {
    /** What the group is called: it says what choosing a service does. */
    label: 'Show support for',
    hint: 'The helpful info, topics and services sections below change to the service you choose.',
  },
  jumpLinks: 'Jump to a section',
  unlockAccount: 'Unlock your account',
  ask: {
    label: 'Ask our AI assistant',
    /** Hidden after the label: several sections carry the button, so it names its subject. */
    about: (subject: string) => `about ${subject}`,
  },
  assistant: {
    title: 'AI assistant',
    close: 'Close AI assistant',
    /** Before the subject the drawer was opened with, which follows in bold. */
    askingAbout: 'Asking about:',
    loading: 'Loading the assistant…',
    unavailable: 'Our AI assistant is unavailable right now.',
    searchInstead: 'Search support instead',
  },
  article: {
    /** The drawer's name when the link that opened it has no text. */
    untitled: 'Support article',
    close: 'Close article',
    loading: 'Loading article',
    readOnItsPage: (title: string) => `Read ‘${title}’ on its own page`,
  },
};
