import { describe, expect, it } from 'vitest';
import { fallbackLang, sectionBlocks } from './fallback-lang.ts';
import { EMPTY_SUPPORT_CONTENT, type SupportContent } from '../../feeds/support-content.ts';

const consumer = { smallBusiness: false, services: ['wireless'] as const };
const smb = { smallBusiness: true, services: ['smb-wireless', 'smb-internet-air'] as const };

/** Merged content: every named block has content; `fallbacks` names those shown in English. */
function content(
  fallbacks: SupportContent['fallbacks'],
  empty: (keyof SupportContent)[] = [],
): SupportContent {
  const filled = { title: 'x' };
  return {
    ...EMPTY_SUPPORT_CONTENT,
    seoContent: empty.includes('seoContent') ? undefined : filled,
    wirelessSeoData: empty.includes('wirelessSeoData')
      ? undefined
      : { heading: 'FAQ', items: [{ title: 'Q', body: 'A', legal: undefined }] },
    ...(fallbacks === undefined ? {} : { fallbacks }),
  } as SupportContent;
}

describe('fallbackLang', () => {
  it.each([
    ['an English page', consumer, content(undefined), { helpfulInfo: {} }],
    [
      'a Spanish page whose service check is English',
      consumer,
      content(['serviceCheckUp']),
      { serviceCheck: 'en', helpfulInfo: {} },
    ],
    [
      "the consumer's top solutions (the business page reads its own block)",
      consumer,
      content(['topSolutions', 'allServicesSmb']),
      { topSolutions: 'en', helpfulInfo: {} },
    ],
    [
      "the business page's own blocks",
      smb,
      content(['smbTopSolution', 'allServicesSmb', 'customerServicePanelSmb']),
      { topSolutions: 'en', allServices: 'en', contact: 'en', helpfulInfo: {} },
    ],
    [
      'helpful info, per service',
      smb,
      content(['helpfulInfoInternetAirSMB']),
      { helpfulInfo: { 'smb-internet-air': 'en' } },
    ],
    [
      'the SEO text with one of its two blocks in Spanish: not marked',
      consumer,
      content(['seoContent']),
      { helpfulInfo: {} },
    ],
    [
      'the SEO text with both blocks in English',
      consumer,
      content(['seoContent', 'wirelessSeoData']),
      { seo: 'en', helpfulInfo: {} },
    ],
    [
      'the SEO text whose other block is empty in both languages',
      consumer,
      content(['seoContent'], ['wirelessSeoData']),
      { seo: 'en', helpfulInfo: {} },
    ],
    ['the header', consumer, content(['common']), { header: 'en', helpfulInfo: {} }],
  ] as const)('%s', (_case, page, merged, expected) => {
    expect(fallbackLang(merged, page)).toEqual(expected);
  });

  it.each([
    ['topSolutions', false, ['topSolutions']],
    ['topSolutions', true, ['smbTopSolution']],
    ['contact', true, ['customerServicePanelSmb']],
    ['seo', false, ['seoContent', 'wirelessSeoData']],
  ] as const)('%s (small business: %s) is made from %j', (section, smallBusiness, blocks) => {
    expect(sectionBlocks(section, smallBusiness)).toEqual(blocks);
  });
});
