import { presentText } from './values.ts';

/** SEO fields as the content feed provides them (already parsed and trimmed). */
export interface SeoData {
  metaKeywords?: string;
  metaSeotitle?: string;
  metaDescription?: string;
  metaRobots?: string;
  ogtype?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  linkRelCanonical?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  robots: string;
  canonical: string;
  alternates: { hreflang: 'en' | 'es'; href: string }[];
  og: { type: string; title: string; description: string; url: string };
}

export interface PageMetaInput {
  seo: SeoData;
  /** The page's subject, e.g. "Wireless". */
  title: string;
  /** The service's display name. */
  serviceName: string;
  smallBusiness: boolean;
  /** Absolute URL of the page without its query string. */
  pageUrl: URL;
}

const TITLE_TEMPLATE = '[[title]] support for [[serviceName]] customers';
const SMB_TITLE_TEMPLATE = '[[title]] support for [[serviceName]] business customers';
const DESCRIPTION_TEMPLATE =
  'Get [[title]] support: fix service issues, find top solutions, browse help topics and contact us.';

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\[\[(\w+)\]\]/g, (whole, key: string) => values[key] ?? whole);
}

/** The Spanish copy of a page lives under the /es prefix on the same origin. */
export function spanishUrl(pageUrl: URL): string {
  const url = new URL(pageUrl);
  url.pathname = `/es${url.pathname}`;
  return url.href;
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const values = { title: input.title, serviceName: input.serviceName };
  const template = input.smallBusiness ? SMB_TITLE_TEMPLATE : TITLE_TEMPLATE;
  const title = presentText(input.seo.metaSeotitle) ?? fillTemplate(template, values);
  const description =
    presentText(input.seo.metaDescription) ?? fillTemplate(DESCRIPTION_TEMPLATE, values);
  const canonical = canonicalFor(input.seo.linkRelCanonical, input.pageUrl);
  const keywords = presentText(input.seo.metaKeywords);
  return {
    title,
    description,
    ...(keywords === undefined ? {} : { keywords }),
    robots: presentText(input.seo.metaRobots) ?? 'index, follow',
    canonical,
    alternates: [
      { hreflang: 'en', href: canonical },
      { hreflang: 'es', href: spanishUrl(new URL(canonical)) },
    ],
    og: {
      type: presentText(input.seo.ogtype) ?? 'website',
      title: presentText(input.seo.ogTitle) ?? title,
      description: presentText(input.seo.ogDescription) ?? description,
      url: presentText(input.seo.ogUrl) ?? canonical,
    },
  };
}

/** A canonical from the feed is honoured only when it is a same-origin path or URL. */
function canonicalFor(fromFeed: string | undefined, pageUrl: URL): string {
  const fallback = new URL(pageUrl.pathname, pageUrl.origin).href;
  const text = presentText(fromFeed);
  if (text === undefined) return fallback;
  try {
    const url = new URL(text, pageUrl.origin);
    return url.origin === pageUrl.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}
