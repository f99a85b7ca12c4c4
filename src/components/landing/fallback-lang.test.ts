import { describe, expect, it } from 'vitest';
import { blocksFor, englishMark, fallbackLang } from './fallback-lang.ts';
import { LANDING_SECTIONS, sectionBlocks } from './sections.ts';
import { SERVICES } from '../../domain/services.ts';
import { EMPTY_SUPPORT_CONTENT, type SupportContent } from '../../feeds/support-content.ts';

const consumer = SERVICES.wireless;
const smb = SERVICES['smb-wireless'];
const internetAir = SERVICES['smb-internet-air'];

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
    ['an English page', consumer, content(undefined), {}],
    [
      'a Spanish page whose service check is English',
      consumer,
      content(['serviceCheckUp']),
      { serviceCheck: 'en' },
    ],
    [
      "the consumer's top solutions (the business page reads its own block)",
      consumer,
      content(['topSolutions', 'allServicesSmb']),
      { topSolutions: 'en' },
    ],
    [
      "the business page's own blocks",
      smb,
      content(['smbTopSolution', 'allServicesSmb', 'customerServicePanelSmb']),
      { topSolutions: 'en', allServices: 'en', contact: 'en' },
    ],
    [
      'helpful info, per service: Internet Air reads its own block',
      internetAir,
      content(['helpfulInfoInternetAirSMB']),
      { helpfulInfo: 'en' },
    ],
    [
      "helpful info, per service: the business page's wireless service is not Internet Air",
      smb,
      content(['helpfulInfoInternetAirSMB']),
      {},
    ],
    [
      'the SEO text with one of its two blocks in Spanish: not marked',
      consumer,
      content(['seoContent']),
      {},
    ],
    [
      'the SEO text with both blocks in English',
      consumer,
      content(['seoContent', 'wirelessSeoData']),
      { seo: 'en' },
    ],
    [
      'the SEO text whose other block is empty in both languages',
      consumer,
      content(['seoContent'], ['wirelessSeoData']),
      { seo: 'en' },
    ],
    ['the header', consumer, content(['common']), { header: 'en' }],
  ] as const)('%s', (_case, service, merged, expected) => {
    expect(fallbackLang(merged, service, LANDING_SECTIONS)).toEqual(expected);
  });

  it('is the mark each section reads for itself (englishMark of its blocks)', () => {
    const merged = content(['seoContent', 'wirelessSeoData', 'smbTopSolution']);
    for (const entry of LANDING_SECTIONS) {
      expect(englishMark(merged, blocksFor(sectionBlocks(entry.name), smb)), entry.name).toBe(
        fallbackLang(merged, smb, LANDING_SECTIONS)[entry.name],
      );
    }
  });

  it.each([
    ['topSolutions', 'wireless', ['topSolutions']],
    ['topSolutions', 'smb-wireless', ['smbTopSolution']],
    ['contact', 'smb-wireless', ['customerServicePanelSmb']],
    ['seo', 'wireless', ['seoContent', 'wirelessSeoData']],
    ['helpfulInfo', 'smb-wireless', ['helpfulInfoWireless']],
    ['helpfulInfo', 'smb-internet-air', ['helpfulInfoInternetAirSMB']],
    ['orderStatus', 'smb-internet-air', []],
  ] as const)('%s for %s is made from %j', (section, service, blocks) => {
    expect(blocksFor(sectionBlocks(section), SERVICES[service])).toEqual(blocks);
  });
});
