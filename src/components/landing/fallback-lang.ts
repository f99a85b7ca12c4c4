/**
 * Which sections show an English block on a page in another language (src/feeds/locale-fallback.ts),
 * so the page can mark that content `lang="en"` (WCAG 3.1.2, language of parts: a screen reader
 * then reads it with an English voice, and a browser offers to translate it).
 */
import type { ServiceName } from '../../domain/services.ts';
import { isEmptyBlock } from '../../feeds/locale-fallback.ts';
import type { SupportBlock, SupportContent } from '../../feeds/support-content.ts';

/** The sections made from one content block (or, for the SEO text, two). */
export type FallbackSection =
  | 'header'
  | 'serviceCheck'
  | 'topSolutions'
  | 'fixMyService'
  | 'search'
  | 'consent'
  | 'contact'
  | 'allServices'
  | 'seo'
  | 'internetServices';

/**
 * `'en'` where a section's content is the English block. A section whose heading and text all
 * come from its block (service check, all services, internet services, consent) is marked as a
 * whole; the header marks its heading and line (a known visitor's greeting below them is the
 * page's); search and the SEO text mark their block's texts (heading, description, the questions)
 * and leave their controls and the search's results in the page's language; one headed by a page
 * label in the page's language (top solutions, helpful info, contact, Fix my Wireless) marks its
 * content below the heading. `src/layouts/LandingPage.astro` hands each its mark.
 */
export type FallbackLang = Partial<Record<FallbackSection, 'en'>> & {
  /** Helpful info, per service (each reads its own block). */
  helpfulInfo: Partial<Record<ServiceName, 'en'>>;
};

/**
 * The blocks each section is made from. It is marked when one fell back and none of the others
 * is shown in the page's language (each fell back too, or is empty).
 */
export function sectionBlocks(section: FallbackSection, smallBusiness: boolean): SupportBlock[] {
  switch (section) {
    case 'header':
      return ['common'];
    case 'serviceCheck':
      return ['serviceCheckUp'];
    case 'topSolutions':
      return [smallBusiness ? 'smbTopSolution' : 'topSolutions'];
    case 'fixMyService':
      return ['wlsHybridTS'];
    case 'search':
      return ['searchTile'];
    case 'consent':
      return ['consentBannerInfo'];
    case 'contact':
      return [smallBusiness ? 'customerServicePanelSmb' : 'customerServicePanel'];
    case 'allServices':
      return [smallBusiness ? 'allServicesSmb' : 'allServices'];
    case 'seo':
      return ['seoContent', 'wirelessSeoData'];
    case 'internetServices':
      return ['internetServices'];
  }
}

/** The helpful-info block a service reads (src/components/landing/helpful-info.ts). */
export const helpfulInfoBlock = (service: ServiceName): SupportBlock =>
  service === 'smb-internet-air' ? 'helpfulInfoInternetAirSMB' : 'helpfulInfoWireless';

const SECTIONS: FallbackSection[] = [
  'header',
  'serviceCheck',
  'topSolutions',
  'fixMyService',
  'search',
  'consent',
  'contact',
  'allServices',
  'seo',
  'internetServices',
];

/** Where the page shows English blocks, from the content as merged (none on English pages). */
export function fallbackLang(
  content: SupportContent,
  page: { smallBusiness: boolean; services: readonly ServiceName[] },
): FallbackLang {
  const fell = new Set(content.fallbacks ?? []);
  const english = (blocks: readonly SupportBlock[]) =>
    blocks.some((block) => fell.has(block)) &&
    blocks.every((block) => fell.has(block) || isEmptyBlock(content[block]));
  const lang: FallbackLang = { helpfulInfo: {} };
  if (fell.size === 0) return lang;
  for (const section of SECTIONS) {
    if (english(sectionBlocks(section, page.smallBusiness))) lang[section] = 'en';
  }
  for (const service of page.services) {
    if (fell.has(helpfulInfoBlock(service))) lang.helpfulInfo[service] = 'en';
  }
  return lang;
}
