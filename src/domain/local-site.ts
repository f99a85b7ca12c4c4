/**
 * The local site (the product with its embedded sandbox, `npm start`) is meant to be tried by
 * clicking: `/` lists what there is, and the paths the pages link to that belong to the carrier's
 * main site answer with the sandbox's placeholder pages instead of 404. Never in production,
 * where `/` and those paths are the main site's.
 */
import { SMALL_BUSINESS_PATH, WIRELESS_PATH } from './landing-routes.ts';

export interface LocalSiteInput {
  /** The environment the process runs as (not a request's `?envVar=`). */
  environment: string;
  /** The embedded sandbox, when this process started one. */
  sandboxUrl: string | undefined;
}

export function isLocalSite(input: LocalSiteInput): boolean {
  return input.environment === 'local' && input.sandboxUrl !== undefined;
}

/** Prefixes that hold files or machinery, never pages: a miss there stays a 404. */
const NOT_PAGES = ['/_astro/', '/media/', '/images/', '/api/', '/__sandbox/', '/main-site/'];

export type UnservedAnswer = 'placeholder' | 'not-found';

/**
 * What the site answers for a path it does not serve.
 * @param path the decoded request path
 */
export function answerForUnserved(
  input: LocalSiteInput & { method: string; path: string },
): UnservedAnswer {
  if (!isLocalSite(input)) return 'not-found';
  if (input.method !== 'GET' && input.method !== 'HEAD') return 'not-found';
  if (NOT_PAGES.some((prefix) => input.path.startsWith(prefix))) return 'not-found';
  // A file name (favicon.ico, robots.txt, a missing asset) is not a main-site page.
  const last = input.path.split('/').pop() ?? '';
  return last.includes('.') ? 'not-found' : 'placeholder';
}

export interface IndexLink {
  href: string;
  text: string;
  description: string;
}

/** What the local index offers: every page of the product, and the visitor-state switcher. */
export const LOCAL_INDEX_LINKS: readonly IndexLink[] = [
  {
    href: WIRELESS_PATH,
    text: 'Wireless support',
    description: 'The consumer support landing page.',
  },
  {
    href: SMALL_BUSINESS_PATH,
    text: 'Small business wireless support',
    description: 'The small-business landing page, with its Fixed Wireless and Internet Air tabs.',
  },
  {
    href: `/acctmgmt/signin?final_url=${WIRELESS_PATH}`,
    text: 'Try a visitor state',
    description:
      "The sandbox's sign-in page: pick a persona (signed in, recognised, small business...) and return to the page as that visitor.",
  },
  {
    href: '/gallery',
    text: 'Component gallery',
    description: 'Every shared UI component in each of its states.',
  },
  {
    href: '/video-demo',
    text: 'Video player demo',
    description: 'The embeddable video widget, with options from the query string.',
  },
];
