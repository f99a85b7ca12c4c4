/**
 * AI assistant entry points (product decisions, "AI assistant entry points"): which sections of
 * a landing page carry an 'Ask our AI assistant' button, and what the drawer it opens needs.
 * Flags are the same for every visitor, so the buttons are part of the cached page.
 */
import { flagOn, type Flags, type SwitchKey } from '../../domain/flags.ts';
import { SEARCH_SECTION_ID, type AskAssistant } from '../../domain/assistant-entry.ts';
import { perService, type LandingViewContext, type PerService } from './view-context.ts';
import type { SearchWidgetConfig } from './search.ts';
import { localeProp } from './locale-prop.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

export type AssistantSection =
  'topSolutions' | 'helpfulInfo' | 'browseTopics' | 'contact' | 'hotTopics';

type AssistantFlags = { master: SwitchKey } & Record<AssistantSection, SwitchKey>;

// The small-business page reads the smb family only, the wireless page the wireless family only.
const WIRELESS: AssistantFlags = {
  master: 'wirelessAia',
  topSolutions: 'wirelessAiaTopSolutions',
  helpfulInfo: 'wirelessAiaHelpfulInfo',
  browseTopics: 'wirelessAiaBrowseTopics',
  contact: 'wirelessAiaContact',
  hotTopics: 'wirelessAiaHotTopics',
};

const SMALL_BUSINESS: AssistantFlags = {
  master: 'smbAia',
  topSolutions: 'smbAiaTopSolutions',
  helpfulInfo: 'smbAiaHelpfulInfo',
  browseTopics: 'smbAiaBrowseTopics',
  contact: 'smbAiaContact',
  hotTopics: 'smbAiaHotTopics',
};

export type AssistantSections = Readonly<Record<AssistantSection, boolean>>;

const NONE: AssistantSections = {
  topSolutions: false,
  helpfulInfo: false,
  browseTopics: false,
  contact: false,
  hotTopics: false,
};

/** The sections with an entry point: the master flag and the section's variant both on. */
export function assistantSections(flags: Flags, smallBusiness: boolean): AssistantSections {
  const keys = smallBusiness ? SMALL_BUSINESS : WIRELESS;
  if (!flagOn(flags, keys.master)) return NONE;
  return {
    topSolutions: flagOn(flags, keys.topSolutions),
    helpfulInfo: flagOn(flags, keys.helpfulInfo),
    browseTopics: flagOn(flags, keys.browseTopics),
    contact: flagOn(flags, keys.contact),
    hotTopics: flagOn(flags, keys.hotTopics),
  };
}

export interface AssistantDrawerView {
  scriptUrl?: string | undefined;
  styleUrl?: string | undefined;
  searchHref: string;
  /** The drawer's own texts' language; absent on an English page. */
  locale?: Locale | undefined;
}

/** The drawer exists only when some section shows a button. */
export function assistantDrawerView(
  sections: AssistantSections,
  widget: SearchWidgetConfig,
  view: Pick<LandingViewContext, 'locale'> = {},
): AssistantDrawerView | undefined {
  if (!Object.values(sections).some(Boolean)) return undefined;
  return {
    scriptUrl: widget.scriptUrl,
    styleUrl: widget.styleUrl,
    searchHref: `#${SEARCH_SECTION_ID}`,
    ...localeProp(view.locale),
  };
}

/**
 * A section's button, primed with its heading, or none when its entry point is off. It asks the
 * generative-AI widget under the GenAI alias of the block's service (the page's by default).
 */
export function askFor(
  on: boolean,
  subject: string | undefined,
  service: string | undefined,
  view: Pick<LandingViewContext, 'service' | 'services' | 'locale'>,
): AskAssistant | undefined {
  if (!on || !subject) return undefined;
  const definition = view.services.find((s) => s.name === service) ?? view.service;
  return {
    subject,
    serviceAlias: definition.info.GenAIWidgetServiceAlias,
    ...localeProp(view.locale),
  };
}

/** A shared section's button for one of the page's services, shown with that service. */
export interface ServiceAsk extends PerService {
  ask: AskAssistant;
}

/**
 * The button of a section every service shares (top solutions, contact us): one per service the
 * page offers, each asking under its service's GenAI alias and shown with its service, so
 * choosing a service switches the alias the section's button asks with. One on a single-service
 * page.
 */
export function askPerService(
  on: boolean,
  subject: string | undefined,
  view: Pick<LandingViewContext, 'service' | 'services' | 'locale'>,
): ServiceAsk[] {
  return view.services.flatMap((service, index) => {
    const ask = askFor(on, subject, service.name, view);
    return ask ? [{ ...perService(view, service.name, index), ask }] : [];
  });
}

/** Hot topics: a button on each popular-topic card, primed with the card's title. */
export function askOnCards<T extends { title: string }>(
  items: readonly T[],
  on: boolean,
  service: string | undefined,
  view: Pick<LandingViewContext, 'service' | 'services' | 'locale'>,
): (T & { ask?: AskAssistant | undefined })[] {
  return items.map((item) => {
    const ask = askFor(on, item.title, service, view);
    return ask ? { ...item, ask } : item;
  });
}
