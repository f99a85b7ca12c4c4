/**
 * The landing page's view: the page's own parts (alerts, breadcrumbs, service tabs, jump links,
 * drawers, personalisation) and each section of the table (sections.ts) with the props its
 * component renders, so LandingPage.astro only composes.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { ARTICLE_LINK_SELECTOR } from '../../domain/article-links.ts';
import type { PageAlert } from '../../islands/landing/PageAlerts.tsx';
import type { ServiceTab } from '../../islands/landing/ServiceTabs.tsx';
import { flagOn } from '../../domain/flags.ts';
import type { JumpLinkEntry } from '../../domain/jump-links.ts';
import type { PageLabels } from '../../domain/labels.ts';
import type { LandingModel } from '../../server/landing-page.ts';
import { alertsView } from './alerts.ts';
import {
  assistantDrawerView,
  assistantSections,
  type AssistantDrawerView,
  type AssistantSections,
} from './assistant.ts';
import {
  landingViewContext,
  serviceTabId,
  type LandingViewContext,
  type ServicePanel,
} from './view-context.ts';
import { breadcrumbsView, heroPreloads, type BreadcrumbView, type ImagePreload } from './header.ts';
import { personalisationView } from './personalisation.ts';
import type { PersonalisationConfig } from '../../domain/personalisation/config.ts';
import { jsonLdText, landingStructuredData } from './structured-data.ts';
import { fallbackLang, readBlocks, type FallbackLang } from './fallback-lang.ts';
import {
  LANDING_SECTIONS,
  type AnySection,
  type SectionName,
  type SectionParts,
} from './sections.ts';
import { LOCALE_TAGS, type Locale } from '../../domain/i18n/locales.ts';

/** One block of a section as the page renders it: the table's component and its props. */
export interface RenderedSection {
  name: SectionName;
  Component: AstroComponentFactory;
  props: object;
}

export interface LandingView {
  /** The page's language (`<html lang>`; islands get it when it is not English). */
  locale: Locale;
  /** Sections showing an English block on a page in another language, marked `lang="en"`. */
  fallbackLang: FallbackLang<SectionName>;
  /** Attributes of the page root that page analytics reads. */
  analytics: { pageName: string; service: string; customerType: string };
  alerts: PageAlert[];
  breadcrumbs: BreadcrumbView[];
  /** The small-business service tabs, each with the panels it controls; none on a single-service page. */
  serviceTabs: ServiceTab[];
  /** Images the first screen shows, preloaded from the document head. */
  preloads: ImagePreload[];
  jumpLinks: JumpLinkEntry[];
  /**
   * The table's sections in page order, each block with its props: `head` above the jump links,
   * `body` below them.
   */
  sections: { head: RenderedSection[]; body: RenderedSection[] };
  /** Each section's blocks by name (what `sections` renders), for the page's other parts and tests. */
  parts: SectionParts;
  /** The AI assistant drawer, when any section has an entry point. */
  assistantDrawer: AssistantDrawerView | undefined;
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

/** The jump-link bar: the table's sections with a jump link that render, in page order. */
export function jumpLinksView(
  rendered: ReadonlySet<string>,
  labels: PageLabels,
  sections: readonly AnySection[] = LANDING_SECTIONS,
): JumpLinkEntry[] {
  return sections.flatMap(({ name, jumpLink }) =>
    jumpLink && rendered.has(name)
      ? [{ heading: jumpLink.label(labels), anchor: jumpLink.anchor }]
      : [],
  );
}

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

/**
 * Each section of the table, built in page order: its blocks' props (with the section's
 * English mark where the table puts it on the component), and the service panels among them.
 */
export function sectionsView(
  model: LandingModel,
  view: LandingViewContext,
  aia: AssistantSections,
  sections: readonly AnySection[] = LANDING_SECTIONS,
): {
  sections: LandingView['sections'];
  parts: Record<string, object[]>;
  panels: (ServicePanel | undefined)[];
} {
  const { content } = model.data;
  const parts: Record<string, object[]> = {};
  const rendered: LandingView['sections'] = { head: [], body: [] };
  const panels: (ServicePanel | undefined)[] = [];
  for (const entry of sections) {
    const reader = readBlocks(content, entry.blocks, view.service);
    const built = entry.build({
      model,
      view,
      aia,
      ...reader,
      has: (name) => {
        const earlier = parts[name];
        if (!earlier) throw new Error(`section ${entry.name} asks for ${name}, not before it`);
        return earlier.length > 0;
      },
    });
    parts[entry.name] = built;
    for (const part of built) {
      panels.push(...(entry.panels?.(part) ?? []));
      rendered[entry.place].push({
        name: entry.name as SectionName,
        Component: entry.Component,
        props: entry.lang === 'section' ? { ...part, lang: reader.lang() } : part,
      });
    }
  }
  return { sections: rendered, parts, panels };
}

export function buildLandingView(model: LandingModel, pathname: string): LandingView {
  const view = landingViewContext(model, pathname);
  const { data, ctx } = model;
  const { content, flags } = data;
  const lang = fallbackLang(content, view.service, LANDING_SECTIONS);
  const aia = assistantSections(flags, view.smallBusiness);
  const { sections, panels, parts: built } = sectionsView(model, view, aia);
  const parts = built as SectionParts;
  const breadcrumbs = breadcrumbsView(view);
  const [seo] = parts.seo;
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
    preloads: heroPreloads(content.common?.hero),
    jumpLinks: jumpLinksView(
      new Set(Object.entries(built).flatMap(([name, list]) => (list.length > 0 ? [name] : []))),
      view.labels,
    ),
    sections,
    parts,
    assistantDrawer: assistantDrawerView(aia, ctx.config.searchWidget, view),
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
