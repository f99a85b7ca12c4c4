/**
 * The contract between the server-rendered 'Ask our AI assistant' buttons and the drawer island
 * that answers them (the island may not import the server's view models). The button's label is
 * the islands catalogue's `ask`.
 */
import type { Locale } from './i18n/locales.ts';

/** Every entry point is a button with these data attributes. */
export const ASK_ASSISTANT_SELECTOR = 'button[data-ask-assistant]';

/** The search section, offered when the assistant is unavailable. */
export const SEARCH_SECTION_ID = 'search-support';

/** The generative-AI widget's custom element (the same widget as the generative-AI search). */
export const GENAI_WIDGET_TAG = 'genai-search-widget';

/** Where the widget's own search asks (as on the generative-AI search section). */
export const GENAI_SEARCH_PATH = '/kmservices/v2/search';

/** What a pressed button asks for: read from its data attributes. */
export interface AssistantRequest {
  subject: string;
  serviceAlias: string;
}

export function assistantRequestFrom(element: Element | null): AssistantRequest | undefined {
  const button = element?.closest?.(ASK_ASSISTANT_SELECTOR);
  if (!(button instanceof HTMLElement)) return undefined;
  const subject = button.dataset['subject'];
  const serviceAlias = button.dataset['serviceAlias'];
  return subject && serviceAlias ? { subject, serviceAlias } : undefined;
}

/** One button: what the assistant is primed with and which service's assistant it asks. */
export interface AskAssistant {
  subject: string;
  /** The service's generative-AI widget alias. */
  serviceAlias: string;
  /** The language of the button's label; absent on an English page. */
  locale?: Locale | undefined;
}
