/** The SEO text and its FAQ accordion, and the consent notice (its link through the link rule). */
import type { SeoFaqProps } from '../../islands/landing/SeoFaq.tsx';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import { localeProp } from './locale-prop.ts';

export interface SeoView {
  heading: string;
  description?: string | undefined;
  faq?: SeoFaqProps | undefined;
}

export function seoView(
  content: Pick<SupportContent, 'seoContent' | 'wirelessSeoData'>,
  view: Pick<LandingViewContext, 'service' | 'locale'>,
): SeoView | undefined {
  const texts = landingText(view.locale);
  const items = (content.wirelessSeoData?.items ?? [])
    .filter((item) => item.title && item.body)
    .map((item) => ({ title: item.title ?? '', body: item.body ?? '', legal: item.legal }));
  if (!content.seoContent?.title && items.length === 0) return undefined;
  return {
    heading: content.seoContent?.title ?? texts.supportHeading(view.service.displayName),
    description: content.seoContent?.description,
    faq:
      items.length > 0
        ? {
            heading: content.wirelessSeoData?.heading ?? texts.faq,
            items,
            ...localeProp(view.locale),
          }
        : undefined,
  };
}

export interface ConsentView {
  /** The notice's name. */
  label: string;
  text: string;
  link?: { text: string; href: string } | undefined;
}

export function consentView(
  block: SupportContent['consentBannerInfo'],
  view: Pick<LandingViewContext, 'link' | 'locale'>,
): ConsentView | undefined {
  if (!block?.text) return undefined;
  return {
    label: landingText(view.locale).consent,
    text: block.text,
    link:
      block.linkText && block.linkUrl
        ? { text: block.linkText, href: view.link(block.linkUrl) }
        : undefined,
  };
}
