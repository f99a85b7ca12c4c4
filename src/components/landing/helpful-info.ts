/** Helpful-info tabs per service, capped by the spec's rules, with their links rewritten. */
import { panelSlot, type HelpfulInfoTab } from '../../islands/landing/HelpfulInfo.tsx';
import {
  buildHelpfulTabs,
  type HelpfulSection,
  type HelpfulTab,
  type SectionMedia,
} from '../../domain/helpful-info.ts';
import type { VideoTile } from '../../islands/landing/HelpfulVideo.tsx';
import type { VideoMetadata } from '../../video/model/metadata.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import type { HelpfulInfoBlock } from '../../feeds/support-content.ts';
import type { ServiceDefinition } from '../../domain/services.ts';
import type { AskAssistant } from '../../domain/assistant-entry.ts';
import { perService, type LandingViewContext, type PerService } from './view-context.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import { localeProp } from './locale-prop.ts';
import { videoTile } from './video-tile.ts';

/** A section's media as the page renders it: a video with its tile when the server has one. */
export type SectionMediaView =
  | Exclude<SectionMedia, { kind: 'video' }>
  | (Extract<SectionMedia, { kind: 'video' }> & { tile?: VideoTile });

export type HelpfulSectionView = Omit<HelpfulSection, 'media'> & { media: SectionMediaView };

export interface HelpfulInfoView extends PerService {
  /** What the tabs island needs: the tab bar and each tab's account-lock alert. */
  island: {
    heading: string;
    headingId: string;
    tabs: HelpfulInfoTab[];
    locale?: Locale;
    /** `en` when the tab names (and the lock alert) are the English block's. */
    contentLang?: 'en';
  };
  /**
   * Each tab's sections, rendered on the server into the island's slot of that name: static
   * content, sent once in the page instead of again in the island's props.
   */
  panels: { slot: string; sections: HelpfulSectionView[] }[];
  /** The section's 'Ask our AI assistant' button. */
  ask?: AskAssistant | undefined;
  /**
   * `en` when the tabs' sections are the English block standing in for the page's language:
   * the sections are marked, the heading (a page label) keeps the page's language.
   */
  contentLang?: 'en';
}

/**
 * Each service's helpful-info block (the section table's `blocks`: Internet Air reads its own),
 * and `en` when it is the English stand-in.
 */
export interface HelpfulBlocks {
  block: (service: ServiceDefinition) => HelpfulInfoBlock | undefined;
  lang: (service: ServiceDefinition) => 'en' | undefined;
}

function tabsFor(
  block: HelpfulInfoBlock | undefined,
  lockFlagOn: boolean,
  view: Pick<LandingViewContext, 'link' | 'locale'>,
): HelpfulTab[] {
  const tabs = buildHelpfulTabs(block?.tabs ?? [], {
    lockAlert: block?.accountLockAlert,
    lockFlagOn,
    locale: view.locale,
  });
  return tabs.map((tab) => ({
    ...tab,
    ...(tab.lockAlert
      ? { lockAlert: { ...tab.lockAlert, url: view.link(tab.lockAlert.url) } }
      : {}),
    sections: tab.sections.map((section) => ({
      ...section,
      links: section.links.map((link) => ({ ...link, href: view.link(link.href) })),
      buttons: section.buttons.map((button) => ({
        ...button,
        href: view.link(button.href, 'button'),
      })),
      // The card stands in for a button: its first link is that button's address.
      ...(section.smartHome
        ? {
            smartHome: {
              ...section.smartHome,
              links: section.smartHome.links.map((link, index) => ({
                ...link,
                href: view.link(link.href, index === 0 ? 'button' : 'link'),
              })),
            },
          }
        : {}),
    })),
  }));
}

/** A video section gets its tile from the metadata the server loaded for it. */
function withTile(
  section: HelpfulSection,
  videos: Readonly<Record<string, VideoMetadata>>,
): HelpfulSectionView {
  if (section.media.kind !== 'video') return section;
  const tile = videoTile(videos[section.media.videoId]);
  return tile ? { ...section, media: { ...section.media, tile } } : section;
}

export function helpfulInfoView(
  blocks: HelpfulBlocks,
  lockFlagOn: boolean,
  view: Pick<LandingViewContext, 'link' | 'services' | 'labels' | 'locale'>,
  /** The helpful-info videos' metadata the server loaded, by id. */
  videos: Readonly<Record<string, VideoMetadata>> = {},
): HelpfulInfoView[] {
  return view.services
    .map((service) => ({ service, tabs: tabsFor(blocks.block(service), lockFlagOn, view) }))
    .filter(({ tabs }) => tabs.length > 0)
    .map(({ service, tabs }, index) => {
      const english = blocks.lang(service) ? { contentLang: 'en' as const } : {};
      return {
        ...perService(view, service.name, index),
        ...english,
        island: {
          heading: view.labels.helpfulInfoLabel,
          headingId: index === 0 ? ANCHORS.helpfulInfo : `${ANCHORS.helpfulInfo}-${service.name}`,
          tabs: tabs.map(({ title, lockAlert }) => (lockAlert ? { title, lockAlert } : { title })),
          ...localeProp(view.locale),
          ...english,
        },
        panels: tabs.map(({ sections }, tabIndex) => ({
          slot: panelSlot(tabIndex),
          sections: sections.map((section) => withTile(section, videos)),
        })),
      };
    });
}
