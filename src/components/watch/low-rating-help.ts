/**
 * What a watch page lets a low rating offer (src/video/model/low-rating.ts): the page decides on
 * the server from rules that are the same for every visitor, so the player island gets it as a
 * prop of the cached page. Chat follows the landing page's chat panel, the assistant its
 * helpful-info entry point, and search is the service's landing page search.
 */
import { SEARCH_SECTION_ID } from '../../domain/assistant-entry.ts';
import type { Flags } from '../../domain/flags.ts';
import { pathInLocale, type Locale } from '../../domain/i18n/locales.ts';
import { landingPathOf, type ServiceDefinition } from '../../domain/services.ts';
import type { LowRatingHelp } from '../../video/model/low-rating.ts';
import { assistantSections } from '../landing/assistant.ts';
import { CHAT_PATH, chatAllowed } from '../landing/contact.ts';

export interface LowRatingHelpInput {
  /** The service the video belongs to (a B2B video's is small business). */
  service: ServiceDefinition;
  flags: Flags;
  locale: Locale;
  /** The page's link rule (`linkRule` of src/components/landing/view-context.ts). */
  link: (href: string) => string;
}

/** The service's landing page in the page's language, at its search section. */
export function landingSearchPath(service: ServiceDefinition, locale: Locale): string {
  return `${pathInLocale(landingPathOf(service), locale)}#${SEARCH_SECTION_ID}`;
}

export function lowRatingHelpFor({
  service,
  flags,
  locale,
  link,
}: LowRatingHelpInput): LowRatingHelp {
  // The drawer the assistant offer opens is the one the helpful-info entry point opens.
  const assistantOn = assistantSections(flags, service.smallBusiness).helpfulInfo;
  return {
    ...(chatAllowed(service) ? { chatHref: link(CHAT_PATH) } : {}),
    ...(assistantOn ? { assistant: { serviceAlias: service.info.GenAIWidgetServiceAlias } } : {}),
    searchHref: link(landingSearchPath(service, locale)),
  };
}
