/**
 * What every section's view model needs to know about the page: its services, labels and the
 * link rule (article links, the small-business prefix, environment rewrites). Built once per
 * render from the route's model.
 */
import { rewriteLink } from '../../domain/article-links.ts';
import { routePath } from '../../domain/page-meta.ts';
import { resolveLabels, type PageLabels } from '../../domain/labels.ts';
import type { EnvironmentName } from '../../domain/environment.ts';
import type { CustomerType, ServiceDefinition } from '../../domain/services.ts';
import type { LandingModel } from '../../server/landing-page.ts';

export type LinkKind = 'link' | 'button';

export interface LandingViewContext {
  /** The service the page opens with. */
  service: ServiceDefinition;
  /** Every service the page offers (two on the small-business page). */
  services: ServiceDefinition[];
  customerType: CustomerType;
  smallBusiness: boolean;
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

export function landingViewContext(model: LandingModel, renderedPath: string): LandingViewContext {
  const pathname = routePath(renderedPath);
  const { ctx, services, data } = model;
  const service = ctx.service;
  const origin = ctx.config.siteUrl;
  return {
    service,
    services,
    customerType: ctx.customerType,
    smallBusiness: service.smallBusiness,
    labels: resolveLabels(data.content.common?.labels, service.displayName),
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
}

export function perService(
  view: Pick<LandingViewContext, 'services'>,
  name: string,
  index: number,
): PerService {
  const multi = view.services.length > 1;
  return { service: multi ? name : undefined, hidden: multi && index > 0 };
}
