/** Helpful-info panel rules: caps, section media, button styles, smart-home cards, lock alert. */
import { landingText } from './i18n/landing.ts';
import type { Locale } from './i18n/locales.ts';

export const MAX_TABS = 6;
export const MAX_SECTIONS = 3;
export const MAX_LINKS = 4;
export const MAX_BUTTONS = 2;
/** Text-only sections show this fixed image. */
export const TEXT_ONLY_IMAGE = '/images/support/helpful-info-placeholder.svg';
export const SMART_HOME_PATTERN = /smarthomemanager/i;

export interface RawSection {
  title?: string | undefined;
  description?: string | undefined;
  videoThumbnail: { idx?: string | undefined }[];
  imageThumbnail: { imgUrl?: string | undefined; alt?: string | undefined }[];
  textOnly: { content?: { text?: string | undefined } | undefined }[];
  ctaGroup: { ctaLabel?: string | undefined; ctaUrl?: string | undefined }[];
  linkGroup: { text: string; href: string }[];
}

export interface RawTab {
  content?: { title?: string | undefined } | undefined;
  sections: RawSection[];
}

export type SectionMedia =
  | { kind: 'video'; videoId: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'text'; src: string; text: string };

export interface HelpfulButton {
  label: string;
  href: string;
  /** Button 1 is blue (primary), button 2 white (secondary). */
  variant: 'primary' | 'secondary';
}

export interface SmartHomeCard {
  title: string;
  links: { text: string; href: string }[];
}

export interface HelpfulSection {
  title: string;
  description: string;
  media: SectionMedia;
  links: { text: string; href: string }[];
  buttons: HelpfulButton[];
  smartHome?: SmartHomeCard;
}

export interface HelpfulTab {
  title: string;
  sections: HelpfulSection[];
  /** The wireless account lock alert shows on the first two tabs when its flag is on. */
  lockAlert?: { title: string; url: string };
}

function mediaFor(section: RawSection): SectionMedia {
  const video = section.videoThumbnail.find((v) => v.idx)?.idx;
  if (video) return { kind: 'video', videoId: video };
  const image = section.imageThumbnail.find((i) => i.imgUrl);
  if (image?.imgUrl) return { kind: 'image', src: image.imgUrl, alt: image.alt ?? '' };
  const text =
    section.textOnly.find((t) => t.content?.text)?.content?.text ?? section.description ?? '';
  return { kind: 'text', src: TEXT_ONLY_IMAGE, text };
}

/** The Smart Home Manager card replaces a smart-home button, with its two links. */
function smartHomeCard(url: string, locale: Locale | undefined): SmartHomeCard {
  const texts = landingText(locale).helpfulInfo.smartHome;
  return {
    title: texts.title,
    links: [
      { text: texts.open, href: url },
      { text: texts.getApp, href: '/smarthomemanager/app' },
    ],
  };
}

export function buildHelpfulTabs(
  tabs: RawTab[],
  options: {
    lockAlert?: { title?: string | undefined; url?: string | undefined } | undefined;
    lockFlagOn: boolean;
    /** The page's language, for the texts the product writes (English when not given). */
    locale?: Locale | undefined;
  },
): HelpfulTab[] {
  const lock =
    options.lockFlagOn && options.lockAlert?.title && options.lockAlert.url
      ? { title: options.lockAlert.title, url: options.lockAlert.url }
      : undefined;
  return tabs.slice(0, MAX_TABS).map((tab, index) => {
    const sections = tab.sections.slice(0, MAX_SECTIONS).map((section): HelpfulSection => {
      const ctas = section.ctaGroup.filter(
        (c): c is { ctaLabel: string; ctaUrl: string } => !!c.ctaLabel && !!c.ctaUrl,
      );
      const smartHomeCta = ctas.find((c) => SMART_HOME_PATTERN.test(c.ctaUrl));
      const buttons = ctas
        .filter((c) => c !== smartHomeCta)
        .slice(0, MAX_BUTTONS)
        .map((c, i): HelpfulButton => ({
          label: c.ctaLabel,
          href: c.ctaUrl,
          variant: i === 0 ? 'primary' : 'secondary',
        }));
      return {
        title: section.title ?? '',
        description: section.description ?? '',
        media: mediaFor(section),
        links: section.linkGroup.slice(0, MAX_LINKS),
        buttons,
        ...(smartHomeCta ? { smartHome: smartHomeCard(smartHomeCta.ctaUrl, options.locale) } : {}),
      };
    });
    return {
      title: tab.content?.title ?? landingText(options.locale).helpfulInfo.untitledTab(index + 1),
      sections,
      ...(lock && index < 2 ? { lockAlert: lock } : {}),
    };
  });
}
