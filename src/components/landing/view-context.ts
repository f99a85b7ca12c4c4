/**
 * What every section's view model needs to know about the page: its services, labels and the
 * link rule (article links, the small-business prefix, environment rewrites). Built once per
 * render from the route's model.
 */
import { rewriteLink } from '../../domain/article-links.ts';
import { routePath } from '../../domain/page-meta.ts';
import { resolveLabels, type LabelSource, type PageLabels } from '../../domain/labels.ts';
import type { EnvironmentName } from '../../domain/environment.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import {
  serviceSwitchData,
  type CustomerType,
  type ServiceDefinition,
  type ServiceSwitchData,
} from '../../domain/services.ts';
import type { LandingModel } from '../../server/landing-page.ts';

export type LinkKind = 'link' | 'button';

export interface LandingViewContext {
  /** The service the page opens with. */
  service: ServiceDefinition;
  /** Every service the page offers (two on the small-business page), with the feed's tab labels. */
  services: ServiceDefinition[];
  customerType: CustomerType;
  smallBusiness: boolean;
  /**
   * The page's language (absent: English). Sections pass it to their islands and library parts
   * only when it is not English, so English pages stay as they are.
   */
  locale?: Locale | undefined;
  labels: PageLabels;
  /** The public origin (canonical links, sign-in return addresses). */
  origin: string;
  /** The page's own path. */
  pathname: string;
  link: (href: string, kind?: LinkKind) => string;
}

export interface LinkRuleInput {
  smallBusiness: boolean;
  environment: EnvironmentName;
  origin: string;
}

export const linkRule =
  ({ smallBusiness, environment, origin }: LinkRuleInput) =>
  (href: string, kind: LinkKind = 'link') =>
    rewriteLink(href, { smallBusiness, environment, origin }, kind);

/**
 * The feed's service labels (`serviceLabels`, service name to tab label) name the service tabs;
 * a service the feed does not label keeps the label of the specification's table.
 */
export function withServiceLabels(
  services: readonly ServiceDefinition[],
  labels: Readonly<Record<string, string | undefined>> | undefined,
): ServiceDefinition[] {
  return services.map((service) => {
    const label = labels?.[service.name];
    return label ? { ...service, tabLabel: label } : service;
  });
}

/** The content feed's labels, each it leaves empty taken from the support common content. */
export function withSupportLabels(
  labels: LabelSource | undefined,
  support: LabelSource,
): LabelSource {
  const merged: LabelSource = { ...support };
  for (const [name, value] of Object.entries(labels ?? {})) if (value) merged[name] = value;
  return merged;
}

export function landingViewContext(model: LandingModel, renderedPath: string): LandingViewContext {
  const pathname = routePath(renderedPath);
  const { ctx, data } = model;
  const services = withServiceLabels(model.services, data.content.serviceLabels);
  const service = services.find((s) => s.name === ctx.service.name) ?? ctx.service;
  const origin = ctx.config.siteUrl;
  // Labels are section headings across the page: English ones from a common block that fell
  // back would be English text in Spanish sections, so the product's own labels apply instead.
  const common = data.content.fallbacks?.includes('common') ? undefined : data.content.common;
  // The support-wide common content's labels stand in for those the content feed leaves empty
  // (the same rule: not when they are the English answer on another language's page).
  const support = data.supportCommon?.lang === 'en' ? {} : (data.supportCommon?.labels ?? {});
  return {
    service,
    services,
    customerType: ctx.customerType,
    smallBusiness: service.smallBusiness,
    locale: ctx.locale,
    labels: resolveLabels(
      withSupportLabels(common?.labels, support),
      service.displayName,
      ctx.locale,
    ),
    origin,
    pathname,
    link: linkRule({
      smallBusiness: service.smallBusiness,
      environment: ctx.environment.name,
      origin,
    }),
  };
}

/** On the small-business page every per-service block but the first starts hidden. */
export interface PerService {
  /** `data-service` on the block; only set when the page has several services. */
  service: string | undefined;
  hidden: boolean;
  /**
   * What switching to the block's service switches (spec §4: alias, navigation tree, chat flag,
   * tab name, GenAI alias), carried by the block; only set when the page has several services.
   */
  switchData?: ServiceSwitchData | undefined;
  /** On a page with several services, the id the service choice names (see `servicePanel`). */
  panel?: { id: string; labelledBy: string } | undefined;
}

export function perService(
  view: Pick<LandingViewContext, 'services'>,
  name: string,
  index: number,
): PerService {
  const multi = view.services.length > 1;
  const definition = view.services.find((service) => service.name === name);
  if (!multi) return { service: undefined, hidden: false };
  return {
    service: name,
    hidden: index > 0,
    ...(definition ? { switchData: serviceSwitchData(definition) } : {}),
  };
}

/** The data attributes a per-service block carries (none on a single-service page). */
export function switchDataAttributes(
  data: ServiceSwitchData | undefined,
): Record<`data-${string}`, string | undefined> {
  return {
    'data-service-alias': data?.alias,
    'data-navigation-tree': data?.navigationTree,
    'data-chat-enabled': data ? String(data.chat) : undefined,
    'data-tab-name': data?.tabName,
    'data-genai-alias': data?.genAiAlias,
  };
}

/** A service-specific block that is one of its service tab's panels (APG tabs pattern). */
export interface ServicePanel {
  id: string;
  /** The tab's id: a panel is named by the tab that shows it. */
  labelledBy: string;
}

export type Paneled<T> = T & { panel: ServicePanel | undefined };

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

export const withPanel = <T extends { service: string | undefined }>(
  block: T,
  part: string,
): Paneled<T> => ({
  ...block,
  panel: servicePanel(block.service, part),
});
