/**
 * What search engines read about a landing page beyond its metadata: the breadcrumb trail as a
 * schema.org BreadcrumbList and the SEO accordion as an FAQPage, both as JSON-LD in the page's
 * head. Built from the same view the page renders, so they cannot disagree with it; only the
 * page's public content goes in (the cached HTML is the same for every visitor).
 */
import sanitizeHtml from 'sanitize-html';
import type { BreadcrumbView } from './header.ts';
import type { SeoView } from './seo.ts';

export interface ListItemLd {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbListLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: ListItemLd[];
}

export interface QuestionLd {
  '@type': 'Question';
  name: string;
  acceptedAnswer: { '@type': 'Answer'; text: string };
}

export interface FaqPageLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  /** The questions' language (BCP 47): a WebPage has it, a BreadcrumbList (an ItemList) has not. */
  inLanguage?: string;
  mainEntity: QuestionLd[];
}

export type StructuredData = BreadcrumbListLd | FaqPageLd;

const DECODED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * CMS text as plain text: every tag dropped (a search engine must not be handed markup or
 * scripts), entities decoded once, white space collapsed.
 */
export function plainText(value: string): string {
  const stripped = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => DECODED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines want absolute item URLs; an address that does not resolve is left out. */
function absolute(url: string, origin: string): string | undefined {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:'
      ? resolved.href
      : undefined;
  } catch {
    return undefined;
  }
}

export function breadcrumbListLd(
  crumbs: BreadcrumbView[],
  origin: string,
): BreadcrumbListLd | undefined {
  const items = crumbs.flatMap((crumb) => {
    const name = plainText(crumb.text);
    const item = absolute(crumb.url, origin);
    return name && item ? [{ name, item }] : [];
  });
  if (items.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, item }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item,
    })),
  };
}

/** @param inLanguage the questions' language tag (`es-US`); left out when not given */
export function faqPageLd(faq: SeoView['faq'], inLanguage?: string): FaqPageLd | undefined {
  const questions = (faq?.items ?? []).flatMap((entry) => {
    const name = plainText(entry.title);
    const text = plainText(entry.body);
    return name && text
      ? [
          {
            '@type': 'Question' as const,
            name,
            acceptedAnswer: { '@type': 'Answer' as const, text },
          },
        ]
      : [];
  });
  if (questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage ? { inLanguage } : {}),
    mainEntity: questions,
  };
}

/** @param faqLanguage the FAQ's language tag: the page's, or English when its block fell back */
export function landingStructuredData(
  view: { breadcrumbs: BreadcrumbView[]; seo: SeoView | undefined },
  origin: string,
  faqLanguage?: string,
): StructuredData[] {
  return [breadcrumbListLd(view.breadcrumbs, origin), faqPageLd(view.seo?.faq, faqLanguage)].filter(
    (entry): entry is StructuredData => entry !== undefined,
  );
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script early. */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
