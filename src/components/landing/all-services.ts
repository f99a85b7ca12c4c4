/** The 'All services' link list (the smb list on the small-business page), through the link rule. */
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';

export interface AllServicesView {
  heading: string;
  links: { text: string; href: string }[];
}

export function allServicesView(
  content: Pick<SupportContent, 'allServices' | 'allServicesSmb'>,
  view: Pick<LandingViewContext, 'smallBusiness' | 'link' | 'locale'>,
): AllServicesView | undefined {
  const block = view.smallBusiness ? content.allServicesSmb : content.allServices;
  if (!block || block.services.length === 0) return undefined;
  return {
    heading: block.title ?? landingText(view.locale).allServices,
    links: block.services.flatMap((service) =>
      service.name && service.url ? [{ text: service.name, href: view.link(service.url) }] : [],
    ),
  };
}
