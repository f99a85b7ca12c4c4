/** The 'All services' link list, through the link rule. */
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';

export interface AllServicesView {
  heading: string;
  links: { text: string; href: string }[];
}

export function allServicesView(
  /** The page's list (the section table's `blocks`: the smb list on the smb page). */
  block: SupportContent['allServices'],
  view: Pick<LandingViewContext, 'link' | 'locale'>,
): AllServicesView | undefined {
  if (!block || block.services.length === 0) return undefined;
  return {
    heading: block.title ?? landingText(view.locale).allServices,
    links: block.services.flatMap((service) =>
      service.name && service.url ? [{ text: service.name, href: view.link(service.url) }] : [],
    ),
  };
}
