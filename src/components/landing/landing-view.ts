/**
 * The landing page's view: one pure function per section turns the route's typed data into
 * exactly what that section renders, so LandingPage.astro only composes.
 */
import { ARTICLE_LINK_SELECTOR } from '../../domain/article-links.ts';
import type { PageAlert } from '../../islands/landing/PageAlerts.tsx';
import type { ServiceTab } from '../../islands/landing/ServiceTabs.tsx';
import { flagOn, genAiSearchEnabled } from '../../domain/flags.ts';
import { computeJumpLinks, type JumpLinkEntry } from '../../domain/jump-links.ts';
import type { LandingModel } from '../../server/landing-page.ts';
import { alertsView } from './alerts.ts';
import { allServicesView, type AllServicesView } from './all-services.ts';
import {
  browseTopicsView,
  internetServicesView,
  serviceCheckView,
  topSolutionsView,
  type BrowseTopicsView,
  type InternetServicesView,
} from './cards.ts';
import type { CardGridView } from '../../domain/cards.ts';
import {
  askFor,
  askOnCards,
  askPerService,
  assistantDrawerView,
  assistantSections,
  type AssistantDrawerView,
  type ServiceAsk,
} from './assistant.ts';
import { contactView, type ContactView } from './contact.ts';
import { landingViewContext, type LandingViewContext } from './view-context.ts';
import { fixMyServiceView, hasFixMyService, type FixMyServiceView } from './fix-my-service.ts';
import {
  breadcrumbsView,
  headerView,
  heroPreloads,
  type BreadcrumbView,
  type HeaderView,
  type ImagePreload,
} from './header.ts';
import { helpfulInfoView, type HelpfulInfoView } from './helpful-info.ts';
import { outageView, type OutageView } from './outage.ts';
import { orderStatusView, personalisationView, type OrderStatusView } from './personalisation.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';
import { searchView, type SearchView } from './search.ts';
import { consentView, seoView, type ConsentView, type SeoView } from './seo.ts';
import { jsonLdText, landingStructuredData } from './structured-data.ts';
import { fallbackLang, type FallbackLang } from './fallback-lang.ts';
import { LOCALE_TAGS, type Locale } from '../../domain/i18n/locales.ts';

export interface LandingView {
  /** The page's language (`<html lang>`; islands get it when it is not English). */
  locale: Locale;
  /** Sections showing an English block on a page in another language, to mark `lang="en"`. */
  fallbackLang: FallbackLang;
  /** Attributes of the page root that page analytics reads. */
  analytics: { pageName: string; service: string; customerType: string };
  alerts: PageAlert[];
  breadcrumbs: BreadcrumbView[];
  /** The small-business service tabs, each with the panels it controls; none on a single-service page. */
  serviceTabs: ServiceTab[];
  header: HeaderView;
  /** Images the first screen shows, preloaded from the document head. */
  preloads: ImagePreload[];
  jumpLinks: JumpLinkEntry[];
  serviceCheck: CardGridView | undefined;
  /** The signed-in smb visitor's Internet Air order status (empty in the cached page). */
  orderStatus: OrderStatusView | undefined;
  topSolutions: CardGridView | undefined;
  /**
   * Top solutions' 'Ask our AI assistant' button (outside its island: recommendations swap the
   * grid), one per service, each shown with its service.
   */
  topSolutionsAsk: Paneled<ServiceAsk>[];
  /** The AI assistant drawer, when any section has an entry point. */
  assistantDrawer: AssistantDrawerView | undefined;
  fixMyService: FixMyServiceView | undefined;
  helpfulInfo: Paneled<HelpfulInfoView>[];
  browseTopics: Paneled<BrowseTopicsView>[];
  search: SearchView;
  consent: ConsentView | undefined;
  contact: ContactView & { asks: Paneled<ServiceAsk>[] };
  allServices: AllServicesView | undefined;
  outage: OutageView;
  seo: SeoView | undefined;
  internetServices: Paneled<InternetServicesView> | undefined;
  articleDrawerEnabled: boolean;
  /**
   * How the article drawer hydrates: when it is on, it also holds and replays the article links
   * tapped anywhere on the page before it is ready.
   */
  articleDrawerHydration: { when: 'interaction'; document: string };
  /** The personalisation layer's settings (the same for every visitor). */
  personalisation: PersonalisationConfig;
  /** The personal outage alert's (empty) slot: wireless pages with the outage switch on. */
  personalOutage: boolean;
  /** The recognised state's enter-your-number dialog exists on the wireless page only. */
  numberDialog: boolean;
  /** JSON-LD texts for the head: the breadcrumb trail and the FAQ, as search engines read them. */
  structuredData: string[];
}

/** The element holding the page's per-service blocks, which the service tabs show and hide. */
export const SERVICE_BLOCKS_ID = 'service-panel';

export function jumpLinksView(
  present: {
    topSolutions: boolean;
    fixMyService: boolean;
    helpfulInfo: boolean;
    browseTopics: boolean;
  },
  view: Pick<LandingViewContext, 'smallBusiness' | 'labels'>,
): JumpLinkEntry[] {
  const { labels } = view;
  return computeJumpLinks({
    smallBusiness: view.smallBusiness,
    present: { ...present, contactUs: true },
    labels: {
      topSolutions: labels.topSolutionsLabel,
      fixMyService: labels.fixMyWireless,
      helpfulInfo: labels.helpfulInfoLabel,
      browseTopics: labels.browseTopicsLabel,
      contactUs: labels.contactUsLabel,
    },
  });
}

/** A service-specific block that is one of its service tab's panels (APG tabs pattern). */
export interface ServicePanel {
  id: string;
  /** The tab's id: a panel is named by the tab that shows it. */
  labelledBy: string;
}

export type Paneled<T> = T & { panel: ServicePanel | undefined };

/**
 * The article drawer: with the article modal flag on it opens article links anywhere on the page,
 * so it also holds and replays those tapped before it is ready.
 */
export function articleDrawerView(
  enabled: boolean,
): Pick<LandingView, 'articleDrawerEnabled' | 'articleDrawerHydration'> {
  return {
    articleDrawerEnabled: enabled,
    articleDrawerHydration: { when: 'interaction', document: ARTICLE_LINK_SELECTOR },
  };
}

export const serviceTabId = (service: string) => `service-tab-${service}`;

/**
 * The panel a block is on a page with service tabs. A service's blocks lie between shared
 * sections (the page keeps the specification's section order), so each tab controls several
 * panels, one per block of its service, rather than one wrapper around them.
 */
export function servicePanel(service: string | undefined, part: string): ServicePanel | undefined {
  return service
    ? { id: `${service}-panel-${part}`, labelledBy: serviceTabId(service) }
    : undefined;
}

const withPanel = <T extends { service: string | undefined }>(
  block: T,
  part: string,
): Paneled<T> => ({
  ...block,
  panel: servicePanel(block.service, part),
});

export function serviceTabsView(
  view: Pick<LandingViewContext, 'services'>,
  panels: readonly (ServicePanel | undefined)[] = [],
): Pick<LandingView, 'serviceTabs'> {
  if (view.services.length < 2) return { serviceTabs: [] };
  return {
    serviceTabs: view.services.map((service) => ({
      service: service.name,
      label: service.tabLabel ?? service.displayName,
      controls: panels
        .filter((panel) => panel?.labelledBy === serviceTabId(service.name))
        .map((panel) => panel?.id ?? ''),
    })),
  };
}

export function buildLandingView(model: LandingModel, pathname: string): LandingView {
  const view = landingViewContext(model, pathname);
  const { data, ctx } = model;
  const { content, flags } = data;
  const knowledge = data.knowledge[view.service.topic];
  const popular = knowledge?.popular.contentTypeProperties;

  const aia = assistantSections(flags, view.smallBusiness);
  const lang = fallbackLang(content, {
    smallBusiness: view.smallBusiness,
    services: view.services.map((service) => service.name),
  });
  const topSolutions = topSolutionsView(
    content,
    view,
    lang.topSolutions,
    data.knowledgeTopSolutions,
  );
  const fixMyService = fixMyServiceView(content, popular, view, {
    popularEnglish: knowledge?.fallbacks?.includes('popular') ?? false,
    topSolutions: topSolutions !== undefined,
  });
  const helpfulInfo = helpfulInfoView(
    content,
    flagOn(flags, 'wirelessAccountLock'),
    view,
    data.videos,
  ).map((block) =>
    withPanel(
      { ...block, ask: askFor(aia.helpfulInfo, block.island.heading, block.service, view) },
      'help',
    ),
  );
  const browseTopics = browseTopicsView(
    data.knowledge,
    flagOn(flags, 'browseTopicsWireless'),
    view,
    data.supportTopics,
  ).map((block) =>
    withPanel(
      {
        ...block,
        ask: askFor(aia.browseTopics, block.grid.heading, block.service, view),
        grid: {
          ...block.grid,
          items: askOnCards(block.grid.items, aia.hotTopics, block.service, view),
        },
      },
      'topics',
    ),
  );
  const contact = contactView(content, data.contactUs, view);
  const internetBlock = internetServicesView(content.internetServices, view);
  const internetServices = internetBlock && withPanel(internetBlock, 'internet');
  // The shared sections' parts that depend on the service (their AI buttons, the AI search
  // widget) are shown with their service like its blocks, so choosing a service switches them.
  const topSolutionsAsk = askPerService(
    aia.topSolutions && topSolutions !== undefined,
    topSolutions?.heading,
    view,
  ).map((part) => withPanel(part, 'top-solutions-ask'));
  const contactAsks = askPerService(aia.contact, contact.heading, view).map((part) =>
    withPanel(part, 'contact-ask'),
  );
  const searchBlock = searchView(
    content.searchTile,
    genAiSearchEnabled(flags),
    ctx.config.searchWidget,
    view,
  );
  const search: SearchView =
    searchBlock.kind === 'genai'
      ? { ...searchBlock, widgets: searchBlock.widgets.map((w) => withPanel(w, 'genai-search')) }
      : searchBlock;
  const panels = [
    ...topSolutionsAsk.map((part) => part.panel),
    ...helpfulInfo.map((block) => block.panel),
    ...browseTopics.map((block) => block.panel),
    ...(search.kind === 'genai' ? search.widgets.map((w) => w.panel) : []),
    ...contactAsks.map((part) => part.panel),
    internetServices?.panel,
  ];
  const breadcrumbs = breadcrumbsView(view);
  const seo = seoView(content, view);
  return {
    locale: ctx.locale,
    fallbackLang: lang,
    analytics: {
      pageName: `${view.service.name} support lander`,
      service: view.service.name,
      customerType: view.customerType,
    },
    alerts: alertsView(
      data.common.banners,
      content.common?.warningAlert,
      view,
      { banners: data.common.fallbacks, warning: content.fallbacks?.includes('common') },
      data.knowledgeBanners,
    ),
    breadcrumbs,
    ...serviceTabsView(view, panels),
    header: headerView(content.common, view),
    preloads: heroPreloads(content.common?.hero),
    jumpLinks: jumpLinksView(
      {
        topSolutions: topSolutions !== undefined,
        fixMyService: fixMyService !== undefined,
        helpfulInfo: helpfulInfo.length > 0,
        browseTopics: browseTopics.length > 0,
      },
      view,
    ),
    serviceCheck: serviceCheckView(content.serviceCheckUp, hasFixMyService(view), view),
    orderStatus: orderStatusView(view),
    topSolutions,
    topSolutionsAsk,
    assistantDrawer: assistantDrawerView(aia, ctx.config.searchWidget, view),
    fixMyService,
    helpfulInfo,
    browseTopics,
    search,
    consent: consentView(content.consentBannerInfo, view),
    contact: { ...contact, asks: contactAsks },
    allServices: allServicesView(content, view),
    outage: outageView(
      data.outage.status,
      [...data.outage.banners, ...data.nationalOutage.banners],
      view,
    ),
    seo,
    internetServices,
    ...articleDrawerView(flagOn(flags, 'articleModal')),
    personalOutage: view.service.name === 'wireless' && flagOn(flags, 'outageDaasSwitch'),
    personalisation: personalisationView(
      flags,
      {
        environment: ctx.environment.name,
        signInHost: ctx.config.personalisation.signInHost,
        twoFactorOrigins: ctx.config.personalisation.twoFactorOrigins,
      },
      view,
    ),
    numberDialog: view.service.name === 'wireless',
    // Breadcrumbs and the FAQ; each helpful-info video's VideoObject is its watch page's
    // (docs/decisions.md, "Video search data on the watch pages only").
    structuredData: landingStructuredData(
      { breadcrumbs, seo },
      view.origin,
      LOCALE_TAGS[lang.seo ?? ctx.locale],
    ).map(jsonLdText),
  };
}
