/** The SEO text and its FAQ accordion, and the consent notice (its link through the link rule). */
import type { SeoFaqProps } from '../../islands/landing/SeoFaq.tsx';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';

export interface SeoView {
  heading: string;
  description?: string | undefined;
  faq?: SeoFaqProps | undefined;
}

export function seoView(
  content: Pick<SupportContent, 'seoContent' | 'wirelessSeoData'>,
  view: Pick<LandingViewContext, 'service'>,
): SeoView | undefined {
  const items = (content.wirelessSeoData?.items ?? [])
    .filter((item) => item.title && item.body)
    .map((item) => ({ title: item.title ?? '', body: item.body ?? '', legal: item.legal }));
  if (!content.seoContent?.title && items.length === 0) return undefined;
  return {
    heading: content.seoContent?.title ?? `${view.service.displayName} support`,
    description: content.seoContent?.description,
    faq:
      items.length > 0
        ? { heading: content.wirelessSeoData?.heading ?? 'Frequently asked questions', items }
        : undefined,
  };
}

export interface ConsentView {
  text: string;
  link?: { text: string; href: string } | undefined;
}

export function consentView(
  block: SupportContent['consentBannerInfo'],
  view: Pick<LandingViewContext, 'link'>,
): ConsentView | undefined {
  if (!block?.text) return undefined;
  return {
    text: block.text,
    link:
      block.linkText && block.linkUrl
        ? { text: block.linkText, href: view.link(block.linkUrl) }
        : undefined,
  };
}
