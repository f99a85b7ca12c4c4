/**
 * The wireless support content feed (`cms-feed.components.default`): every content block the
 * landing pages render. Each block is parsed on its own; a malformed block becomes absent.
 */
import { z } from 'zod';
import { fetchJson } from './http.ts';
import { dig, linkUrl, listOf, optionalObject, publishTime, text } from './schema-kit.ts';
import { presentText } from '../domain/values.ts';
import { contentLocaleQuery, type FeedContext } from './context.ts';
import {
  emptyBlocks,
  laterOf,
  readWithFallback,
  type Merged,
  reportFallbacks,
  withEnglishFallback,
} from './locale-fallback.ts';
import type { Locale } from '../domain/i18n/locales.ts';

const link = z.object({ text, href: linkUrl('support-content.link.href') });
/** Links show only if both text and href exist. */
const links = listOf(link).transform((list) =>
  list.filter((l): l is { text: string; href: string } => !!l.text && !!l.href),
);

export const labelsSchema = z.object({
  browseTopicsLabel: text,
  backCTA: text,
  returnCTA: text,
  contactUsLabel: text,
  topSolutionsLabel: text,
  helpfulInfoLabel: text,
  serviceCheckLabel: text,
  seeTopSolutionsLabel: text,
  popularSolutionsLabel: text,
  continueWithoutSigningInLabel: text,
  chooseDeviceLabel: text,
  personalizedHelpLabel: text,
  notYouLabel: text,
  signInLabel: text,
  welcomeBackLabel: text,
});

const heroSchema = z.object({ desktop: text, tablet: text, mobile: text, alt: text });

/**
 * An on/off switch editors may set: true or false, as a boolean or as text in any case. Anything
 * else (missing, unreadable) is undefined, so the reader's default applies.
 */
const onOff = z
  .unknown()
  .optional()
  .transform((value): boolean | undefined => {
    const word = typeof value === 'boolean' ? String(value) : presentText(value)?.toLowerCase();
    return word === 'true' ? true : word === 'false' ? false : undefined;
  });

const commonSchema = z.object({
  heading: text,
  subheading: text,
  hero: optionalObject(heroSchema),
  fixMyServiceDescription: text,
  signInDescription: text,
  /** Whether Fix my Wireless offers 'Continue without signing in' (spec §2: optional); on unless false. */
  showContinueWithoutSigningIn: onOff,
  warningAlert: optionalObject(z.object({ title: text, text, link: optionalObject(link) })),
  labels: optionalObject(labelsSchema),
});

const cardSchema = z.object({
  title: text,
  description: text,
  imageUrl: text,
  ctaText: text,
  ctaUrl: linkUrl('support-content.card.ctaUrl'),
});

const cardsBlock = z.object({ title: text, description: text, cards: listOf(cardSchema) });

const solutionSchema = z.object({
  title: text,
  description: text,
  url: linkUrl('support-content.solution.url'),
  icon: text,
});
const solutionsBlock = z.object({ title: text, solutions: listOf(solutionSchema) });

const sectionSchema = z.object({
  title: text,
  description: text,
  videoThumbnail: listOf(z.object({ idx: text })),
  imageThumbnail: listOf(z.object({ imgUrl: text, alt: text })),
  textOnly: listOf(z.object({ content: optionalObject(z.object({ text })) })),
  ctaGroup: listOf(
    z.object({ ctaLabel: text, ctaUrl: linkUrl('support-content.ctaGroup.ctaUrl') }),
  ),
  linkGroup: links,
});

const tabSchema = z.object({
  content: optionalObject(z.object({ title: text })),
  sections: listOf(sectionSchema),
});

const helpfulInfoBlock = z.object({
  title: text,
  tabs: listOf(tabSchema),
  accountLockAlert: optionalObject(
    z.object({ url: linkUrl('support-content.accountLockAlert.url'), title: text }),
  ),
});

const contactOptionSchema = z.object({
  title: text,
  description: text,
  linkText: text,
  linkUrl: linkUrl('support-content.contactOption.linkUrl'),
  icon: text,
});
const contactPanelBlock = z.object({
  title: text,
  description: text,
  options: listOf(contactOptionSchema),
});

const serviceEntrySchema = z.object({
  name: text,
  url: linkUrl('support-content.service.url'),
  icon: text,
});
const allServicesBlock = z.object({ title: text, services: listOf(serviceEntrySchema) });

const chatBlock = z.object({
  title: text,
  description: text,
  ctaLabel: text,
  /** Where 'Start chat' goes; the site's chat page when the content names none. */
  ctaUrl: linkUrl('chatPanel.ctaUrl'),
});
const seoContentBlock = z.object({ title: text, description: text });
const seoAccordionBlock = z.object({
  heading: text,
  items: listOf(z.object({ title: text, body: text, legal: text })),
});
const workflowBlock = z.object({
  title: text,
  description: text,
  steps: listOf(z.object({ title: text, description: text })),
});
const consentBlock = z.object({
  text,
  linkText: text,
  linkUrl: linkUrl('support-content.consent.linkUrl'),
});
const searchBlock = z.object({ title: text, description: text, placeholder: text });
const socialLinksBlock = listOf(
  z.object({ name: text, url: linkUrl('support-content.socialMediaLinks.url') }),
);
const serviceLabelsBlock = z.record(z.string(), text);

const blocks = {
  common: optionalObject(commonSchema),
  authServices: optionalObject(cardsBlock),
  allServices: optionalObject(allServicesBlock),
  allServicesSmb: optionalObject(allServicesBlock),
  customerServicePanel: optionalObject(contactPanelBlock),
  customerServicePanelSmb: optionalObject(contactPanelBlock),
  otherContactOptionsPanel: optionalObject(contactPanelBlock),
  topSolutions: optionalObject(solutionsBlock),
  smbTopSolution: optionalObject(solutionsBlock),
  helpfulInfoWireless: optionalObject(helpfulInfoBlock),
  helpfulInfoInternetAirSMB: optionalObject(helpfulInfoBlock),
  chatPanel: optionalObject(chatBlock),
  serviceLabels: optionalObject(serviceLabelsBlock),
  socialMediaLinks: socialLinksBlock,
  seoContent: optionalObject(seoContentBlock),
  wirelessSeoData: optionalObject(seoAccordionBlock),
  serviceCheckUp: optionalObject(cardsBlock),
  wlsHybridTS: optionalObject(workflowBlock),
  consentBannerInfo: optionalObject(consentBlock),
  searchTile: optionalObject(searchBlock),
  internetServices: optionalObject(cardsBlock),
};

export const supportContentSchema = z.object(blocks);

/** The feed's blocks (`cms-feed.components.default.<block>`): the unit of the English fallback. */
export type SupportBlock = keyof typeof blocks;
export const SUPPORT_BLOCKS = Object.keys(blocks) as SupportBlock[];

export type SupportContent = z.infer<typeof supportContentSchema> & {
  /** When the feed was last published, if it says (`pageProperties.publishedAt`). */
  publishedAt?: Date;
  /**
   * In a preview (`preview=true`), when the latest saved version was saved
   * (`pageProperties.updatedAt`): later than publishedAt while a draft is unpublished.
   */
  updatedAt?: Date;
  /** Blocks shown in English because the page's language has none (absent: none). */
  fallbacks?: SupportBlock[];
};
export type Labels = z.infer<typeof labelsSchema>;
export type HelpfulInfoBlock = z.infer<typeof helpfulInfoBlock>;
export type HelpfulInfoTab = z.infer<typeof tabSchema>;
export type HelpfulInfoSection = z.infer<typeof sectionSchema>;
export type CardsBlock = z.infer<typeof cardsBlock>;
export type SolutionsBlock = z.infer<typeof solutionsBlock>;
export type ContactPanelBlock = z.infer<typeof contactPanelBlock>;
export type AllServicesBlock = z.infer<typeof allServicesBlock>;
export type Link = { text: string; href: string };

export const EMPTY_SUPPORT_CONTENT: SupportContent = supportContentSchema.parse({});

/** Turns any JSON into SupportContent; never throws. */
export function normaliseSupportContent(raw: unknown): SupportContent {
  const body = dig(raw, 'cms-feed', 'components', 'default');
  const result = supportContentSchema.safeParse(
    typeof body === 'object' && body !== null ? body : {},
  );
  const publishedAt = publishTime.parse(dig(raw, 'pageProperties', 'publishedAt'));
  const updatedAt = publishTime.parse(dig(raw, 'pageProperties', 'updatedAt'));
  const content = result.success ? result.data : EMPTY_SUPPORT_CONTENT;
  return {
    ...content,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
  };
}

/**
 * The page's language's set with English blocks where it has none. Its publish time is the later
 * of the two sets' when an English block is shown, as the page then changes with either.
 */
export function mergeSupportContent(
  localised: SupportContent,
  english: SupportContent,
): Merged<SupportContent> {
  const { merged, fallbacks } = withEnglishFallback(localised, english, SUPPORT_BLOCKS);
  if (fallbacks.length === 0) return { merged, fallbacks };
  const latest = laterOf(localised.publishedAt, english.publishedAt);
  const saved = laterOf(localised.updatedAt, english.updatedAt);
  return {
    merged: {
      ...merged,
      ...(latest === undefined ? {} : { publishedAt: latest }),
      ...(saved === undefined ? {} : { updatedAt: saved }),
      fallbacks: fallbacks as SupportBlock[],
    },
    fallbacks,
  };
}

export async function fetchSupportContent(
  ctx: FeedContext,
  ctnSubscriberNumber?: string,
): Promise<SupportContent> {
  const read = async (locale: Locale) => {
    const query = { ctnSubscriberNumber, ...contentLocaleQuery(locale) };
    const url = ctx.contentUrl('/cms-feed/wireless-support.json', query);
    return normaliseSupportContent(await fetchJson({ ...ctx.callOptions, url, contentFeed: true }));
  };
  const { merged, fallbacks } = await readWithFallback(ctx.locale, {
    read,
    missing: (localised) => emptyBlocks(localised, SUPPORT_BLOCKS),
    merge: mergeSupportContent,
  });
  reportFallbacks('content', ctx.locale, fallbacks);
  return merged;
}
