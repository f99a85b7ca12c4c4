/**
 * The landing page's sections, each once, in page order: the content blocks it reads per page
 * kind, how its view is built, the component that renders it, where its English-fallback mark
 * goes, whether it counts toward the page's health, and its jump link. The page view
 * (landing-view.ts), the fallback marks (fallback-lang.ts), the health report
 * (src/server/landing-health.ts, through `LANDING_HEALTH`) and LandingPage.astro's section list
 * are derived from this table: a new section is one entry here plus its own files.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { flagOn, flagValue, genAiSearchEnabled } from '../../domain/flags.ts';
import { pageMayRecommend } from '../../domain/personalisation/recommendations.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import type { PageLabels } from '../../domain/labels.ts';
import type { ServiceDefinition } from '../../domain/services.ts';
import type { LandingData } from '../../feeds/landing-data.ts';
import type { SupportBlock } from '../../feeds/support-content.ts';
import type { SectionHealth } from '../../server/landing-health.ts';
import type { LandingModel } from '../../server/landing-page.ts';
import { askFor, askOnCards, askPerService, type AssistantSections } from './assistant.ts';
import { allServicesView } from './all-services.ts';
import {
  browseTopicsView,
  internetServicesView,
  serviceCheckView,
  topSolutionsView,
} from './cards.ts';
import { contactView } from './contact.ts';
import { blocksFor, type BlockReader, type PageBlocks } from './fallback-lang.ts';
import { fixMyServiceView, hasFixMyService } from './fix-my-service.ts';
import { headerView } from './header.ts';
import { helpfulInfoView } from './helpful-info.ts';
import { localeProp } from './locale-prop.ts';
import { outageView } from './outage.ts';
import { orderStatusView } from './personalisation.ts';
import { searchView, type SearchView } from './search.ts';
import { consentView, seoView } from './seo.ts';
import { withPanel, type LandingViewContext, type ServicePanel } from './view-context.ts';
import AllServices from './AllServices.astro';
import CardGridSection from './CardGridSection.astro';
import TopSolutionsSection from './TopSolutionsSection.astro';
import ConsentNotice from './ConsentNotice.astro';
import ContactUs from './ContactUs.astro';
import FixMyService from './FixMyService.astro';
import HeaderPanel from './HeaderPanel.astro';
import HelpfulInfoSection from './HelpfulInfoSection.astro';
import OutageStatus from './OutageStatus.astro';
import SearchSection from './SearchSection.astro';
import ServiceCheck from './ServiceCheck.astro';
import SeoText from './SeoText.astro';
import OrderStatusSlot from './OrderStatusSlot.astro';

/** What a section's view builder is given. */
export interface SectionInput<B extends SupportBlock> extends BlockReader<B> {
  model: LandingModel;
  view: LandingViewContext;
  /** The sections with an 'Ask our AI assistant' entry point. */
  aia: AssistantSections;
  /** Whether an earlier section of the table renders (a later one is an error). */
  has: (section: string) => boolean;
}

/**
 * Where a section's English-fallback mark goes: `section` hands the component a `lang` prop
 * (the section, or its block's own texts, are marked); `content` hands it to the view builder
 * (`input.lang`), which marks the content below a heading in the page's language; `none`: the
 * section reads no content block.
 */
export type LangPlacement = 'section' | 'content' | 'none';

export interface LandingSection<N extends string, P extends object, B extends SupportBlock> {
  name: N;
  /** `head`: above the jump links, in the first screen; `body`: the sections below them. */
  place: 'head' | 'body';
  /** The content blocks it reads, per page kind; absent when it reads none. */
  blocks?: PageBlocks<B>;
  lang: LangPlacement;
  /** Its view: one props object per block it renders (none: the section is not on the page). */
  build: (input: SectionInput<B>) => P[];
  /** Renders one of its blocks, given the props `build` made (and `lang` when `section`). */
  Component: AstroComponentFactory;
  /** The service-choice panels among its blocks, which the service tabs control. */
  panels?: (part: P) => (ServicePanel | undefined)[];
  /** Counts toward the page's health: the reason a render without it is degraded. */
  health?: {
    reason: string;
    empty: (data: LandingData, blocks: readonly B[], service: ServiceDefinition) => boolean;
  };
  /** Its entry in the jump-link bar, listed when the section renders. */
  jumpLink?: { anchor: string; label: (labels: PageLabels) => string };
}

const section = <N extends string, P extends object, B extends SupportBlock = SupportBlock>(
  entry: LandingSection<N, P, B>,
) => entry;

const optional = <T>(part: T | undefined): T[] => (part === undefined ? [] : [part]);

export const LANDING_SECTIONS = [
  section({
    name: 'header',
    place: 'head',
    blocks: { consumer: ['common'], smallBusiness: ['common'] },
    lang: 'section',
    build: ({ block, view }) => [headerView(block(), view)],
    Component: HeaderPanel,
  }),
  section({
    name: 'serviceCheck',
    place: 'body',
    blocks: { consumer: ['serviceCheckUp'], smallBusiness: ['serviceCheckUp'] },
    lang: 'section',
    build: ({ block, view }) => optional(serviceCheckView(block(), hasFixMyService(view), view)),
    Component: ServiceCheck,
  }),
  section({
    name: 'orderStatus',
    place: 'body',
    lang: 'none',
    build: ({ view }) => optional(orderStatusView(view)),
    Component: OrderStatusSlot,
  }),
  section({
    name: 'topSolutions',
    place: 'body',
    blocks: { consumer: ['topSolutions'], smallBusiness: ['smbTopSolution'] },
    lang: 'content',
    build: ({ block, lang, model, view, aia }) => {
      const grid = topSolutionsView(block(), view, lang(), model.data.knowledgeTopSolutions);
      if (!grid) return [];
      // Its 'Ask our AI assistant' button is outside the island (recommendations swap the grid),
      // one per service, each shown with its service.
      const asks = askPerService(aia.topSolutions, grid.heading, view).map((part) =>
        withPanel(part, 'top-solutions-ask'),
      );
      const recommendable = pageMayRecommend({
        flag: flagValue(model.data.flags, 'apaSupportLander'),
        pageId: view.service.pageId,
      });
      return [{ grid, asks, recommendable, locale: localeProp(view.locale) }];
    },
    Component: TopSolutionsSection,
    panels: ({ asks }) => asks.map((part) => part.panel),
    health: {
      reason: 'top solutions empty',
      empty: ({ content }, blocks) =>
        !blocks.some((name) => content[name]?.solutions.some((solution) => solution.title)),
    },
    jumpLink: { anchor: ANCHORS.topSolutions, label: (labels) => labels.topSolutionsLabel },
  }),
  section({
    name: 'fixMyService',
    place: 'body',
    blocks: { consumer: ['wlsHybridTS'], smallBusiness: ['wlsHybridTS'] },
    lang: 'content',
    build: ({ model, view, has }) => {
      const knowledge = model.data.knowledge[view.service.topic];
      return optional(
        fixMyServiceView(model.data.content, knowledge?.popular.contentTypeProperties, view, {
          popularEnglish: knowledge?.fallbacks?.includes('popular') ?? false,
          topSolutions: has('topSolutions'),
        }),
      );
    },
    Component: FixMyService,
    jumpLink: { anchor: ANCHORS.fixMyService, label: (labels) => labels.fixMyWireless },
  }),
  section({
    name: 'helpfulInfo',
    place: 'body',
    blocks: {
      consumer: ['helpfulInfoWireless'],
      smallBusiness: ['helpfulInfoWireless'],
      byService: { 'smb-internet-air': ['helpfulInfoInternetAirSMB'] },
    },
    lang: 'content',
    build: ({ block, lang, model, view, aia }) =>
      helpfulInfoView(
        { block, lang },
        flagOn(model.data.flags, 'wirelessAccountLock'),
        view,
        model.data.videos,
      ).map((part) =>
        withPanel(
          { ...part, ask: askFor(aia.helpfulInfo, part.island.heading, part.service, view) },
          'help',
        ),
      ),
    Component: HelpfulInfoSection,
    panels: (part) => [part.panel],
    health: {
      reason: 'helpful info empty',
      empty: ({ content }, blocks) => !blocks.some((name) => content[name]?.tabs.length),
    },
    jumpLink: { anchor: ANCHORS.helpfulInfo, label: (labels) => labels.helpfulInfoLabel },
  }),
  section({
    name: 'browseTopics',
    place: 'body',
    // Knowledge management's topics, not a content block: the view marks an English topic set.
    lang: 'none',
    build: ({ model, view, aia }) =>
      browseTopicsView(
        model.data.knowledge,
        flagOn(model.data.flags, 'browseTopicsWireless'),
        view,
        model.data.supportTopics,
      ).map((part) =>
        withPanel(
          {
            ...part,
            ask: askFor(aia.browseTopics, part.grid.heading, part.service, view),
            grid: {
              ...part.grid,
              items: askOnCards(part.grid.items, aia.hotTopics, part.service, view),
            },
          },
          'topics',
        ),
      ),
    Component: CardGridSection,
    panels: (part) => [part.panel],
    health: {
      reason: 'browse topics empty',
      empty: ({ knowledge }, _blocks, service) =>
        !knowledge[service.topic]?.tagSet.children.some((topic) => topic.displayTagName),
    },
    jumpLink: { anchor: ANCHORS.browseTopics, label: (labels) => labels.browseTopicsLabel },
  }),
  section({
    name: 'search',
    place: 'body',
    blocks: { consumer: ['searchTile'], smallBusiness: ['searchTile'] },
    lang: 'section',
    build: ({ block, model, view }) => {
      const search = searchView(
        block(),
        genAiSearchEnabled(model.data.flags),
        model.ctx.config.searchWidget,
        view,
      );
      // The AI search widget depends on the service: shown with its service like its blocks.
      const part: SearchView =
        search.kind === 'genai'
          ? { ...search, widgets: search.widgets.map((w) => withPanel(w, 'genai-search')) }
          : search;
      return [part];
    },
    Component: SearchSection,
    panels: (part) => (part.kind === 'genai' ? part.widgets.map((widget) => widget.panel) : []),
  }),
  section({
    name: 'consent',
    place: 'body',
    blocks: { consumer: ['consentBannerInfo'], smallBusiness: ['consentBannerInfo'] },
    lang: 'section',
    build: ({ block, view }) => optional(consentView(block(), view)),
    Component: ConsentNotice,
  }),
  section({
    name: 'contact',
    place: 'body',
    blocks: { consumer: ['customerServicePanel'], smallBusiness: ['customerServicePanelSmb'] },
    lang: 'content',
    build: ({ block, lang, model, view, aia }) => {
      const contact = contactView(
        model.data.content,
        { block: block(), lang: lang() },
        model.data.contactUs,
        view,
      );
      const asks = askPerService(aia.contact, contact.heading, view).map((part) =>
        withPanel(part, 'contact-ask'),
      );
      return [{ ...contact, asks }];
    },
    Component: ContactUs,
    panels: ({ asks }) => asks.map((part) => part.panel),
    jumpLink: { anchor: ANCHORS.contactUs, label: (labels) => labels.contactUsLabel },
  }),
  section({
    name: 'allServices',
    place: 'body',
    blocks: { consumer: ['allServices'], smallBusiness: ['allServicesSmb'] },
    lang: 'section',
    build: ({ block, view }) => optional(allServicesView(block(), view)),
    Component: AllServices,
  }),
  section({
    name: 'outage',
    place: 'body',
    lang: 'none',
    build: ({ model, view }) => [
      outageView(
        model.data.outage.status,
        [...model.data.outage.banners, ...model.data.nationalOutage.banners],
        view,
      ),
    ],
    Component: OutageStatus,
  }),
  section({
    name: 'seo',
    place: 'body',
    blocks: {
      consumer: ['seoContent', 'wirelessSeoData'],
      smallBusiness: ['seoContent', 'wirelessSeoData'],
    },
    lang: 'section',
    build: ({ model, view }) => optional(seoView(model.data.content, view)),
    Component: SeoText,
  }),
  section({
    name: 'internetServices',
    place: 'body',
    blocks: { consumer: ['internetServices'], smallBusiness: ['internetServices'] },
    lang: 'section',
    build: ({ block, view }) =>
      optional(internetServicesView(block(), view)).map((part) => withPanel(part, 'internet')),
    Component: CardGridSection,
    panels: (part) => [part.panel],
  }),
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of the table, its types erased
export type AnySection = LandingSection<string, any, any>;

export type SectionName = (typeof LANDING_SECTIONS)[number]['name'];

/** The props of each section's blocks, by section name. */
export type SectionParts = {
  [S in (typeof LANDING_SECTIONS)[number] as S['name']]: ReturnType<S['build']>;
};

/** The sections that count toward the page's health, for src/server/landing-health.ts. */
export const LANDING_HEALTH: SectionHealth[] = (LANDING_SECTIONS as readonly AnySection[]).flatMap(
  ({ blocks, health }) =>
    health
      ? [
          {
            reason: health.reason,
            empty: (data: LandingData, service: ServiceDefinition) =>
              health.empty(data, blocksFor(blocks, service), service),
          },
        ]
      : [],
);

type BlockOf<N extends SectionName> =
  Extract<(typeof LANDING_SECTIONS)[number], { name: N }> extends { blocks?: PageBlocks<infer B> }
    ? B
    : never;

/** The content blocks a section of the table reads, per page kind (for its view's tests). */
export const sectionBlocks = <N extends SectionName>(name: N): PageBlocks<BlockOf<N>> | undefined =>
  (LANDING_SECTIONS as readonly AnySection[]).find((entry) => entry.name === name)?.blocks;
