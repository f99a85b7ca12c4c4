/**
 * Which sections show an English block on a page in another language (src/feeds/locale-fallback.ts),
 * so the page can mark that content `lang="en"` (WCAG 3.1.2, language of parts: a screen reader
 * then reads it with an English voice, and a browser offers to translate it). The blocks each
 * section reads are the section table's (`blocks` in sections.ts); this file only says, from
 * them, whether a section is English.
 */
import type { ServiceDefinition, ServiceName } from '../../domain/services.ts';
import { isEmptyBlock } from '../../feeds/locale-fallback.ts';
import type { SupportBlock, SupportContent } from '../../feeds/support-content.ts';

/**
 * The content blocks a section reads, by page kind (consumer /wireless, small business
 * /smallbusiness/wireless); a service that reads blocks of its own names them in `byService`.
 */
export interface PageBlocks<B extends SupportBlock = SupportBlock> {
  consumer: readonly B[];
  smallBusiness: readonly B[];
  byService?: Partial<Record<ServiceName, readonly B[]>>;
}

/** The blocks a section reads for one of the page's services. */
export function blocksFor<B extends SupportBlock>(
  blocks: PageBlocks<B> | undefined,
  service: Pick<ServiceDefinition, 'name' | 'smallBusiness'>,
): readonly B[] {
  if (!blocks) return [];
  return (
    blocks.byService?.[service.name] ??
    (service.smallBusiness ? blocks.smallBusiness : blocks.consumer)
  );
}

/**
 * `'en'` when a section made from these blocks is the English stand-in: one fell back and none
 * of the others is shown in the page's language (each fell back too, or is empty).
 */
export function englishMark(
  content: Pick<SupportContent, 'fallbacks'> & Partial<SupportContent>,
  blocks: readonly SupportBlock[],
): 'en' | undefined {
  const fell = new Set(content.fallbacks ?? []);
  const english =
    blocks.some((block) => fell.has(block)) &&
    blocks.every((block) => fell.has(block) || isEmptyBlock(content[block]));
  return english ? 'en' : undefined;
}

/**
 * What a section's view builder reads of its blocks: the content of its (first) block for a
 * service, and its English mark for that service; the page's first service by default.
 */
export interface BlockReader<B extends SupportBlock> {
  block: (service?: Pick<ServiceDefinition, 'name' | 'smallBusiness'>) => SupportContent[B];
  lang: (service?: Pick<ServiceDefinition, 'name' | 'smallBusiness'>) => 'en' | undefined;
}

export function readBlocks<B extends SupportBlock>(
  content: SupportContent,
  blocks: PageBlocks<B> | undefined,
  pageService: Pick<ServiceDefinition, 'name' | 'smallBusiness'>,
): BlockReader<B> {
  return {
    block: (service = pageService) => {
      const [first] = blocksFor(blocks, service);
      return (first === undefined ? undefined : content[first]) as SupportContent[B];
    },
    lang: (service = pageService) => englishMark(content, blocksFor(blocks, service)),
  };
}

/**
 * `'en'` for each section of the table whose content is the English block, for one of the
 * page's services (none on English pages). Where the mark goes is the table's `lang`: on the
 * section as a whole (service check, all services, internet services, consent, the header's
 * heading and line, search's and the SEO text's own texts), or handed to the section's view
 * builder, which marks its content below a page label in the page's language (top solutions,
 * helpful info, contact, Fix my Wireless).
 */
export type FallbackLang<S extends string = string> = Partial<Record<S, 'en'>>;

export function fallbackLang<S extends string>(
  content: SupportContent,
  service: Pick<ServiceDefinition, 'name' | 'smallBusiness'>,
  sections: readonly { name: S; blocks?: PageBlocks | undefined }[],
): FallbackLang<S> {
  const lang: FallbackLang<S> = {};
  if ((content.fallbacks ?? []).length === 0) return lang;
  for (const section of sections) {
    if (englishMark(content, blocksFor(section.blocks, service))) lang[section.name] = 'en';
  }
  return lang;
}
