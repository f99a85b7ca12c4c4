/**
 * Contact us (the smb panel on the small-business page), the other contact options, the social
 * media links (consumer only) and chat (wireless only). Every link goes through the page's link
 * rule.
 */
import type { ContactUs } from '../../feeds/contact-us.ts';
import { contactUsAvailable } from '../../feeds/contact-us.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import type { ServiceDefinition } from '../../domain/services.ts';

export interface ContactOptionView {
  title: string;
  description?: string | undefined;
  link?: { text: string; href: string } | undefined;
}

/** The chat panel's call to action when the content's chat panel names no address. */
export const CHAT_PATH = '/support/chat';

/**
 * The chat rule for the anonymous visitor: the service has chat, and it is consumer wireless (the
 * landing page's chat panel, and the offer after a low video rating on a watch page).
 */
export function chatAllowed(service: Pick<ServiceDefinition, 'chatEnabled' | 'name'>): boolean {
  return service.chatEnabled && service.name === 'wireless';
}
/** `en` on a part whose content is the English block standing in for the page's language. */
type PartLang = { lang?: 'en' };

export interface ContactView {
  /** A page label: in the page's language whatever the content below it is. */
  heading: string;
  description?: string | undefined;
  options: ContactOptionView[];
  /** `en` when the description and options are the English panel (the heading is not marked). */
  optionsLang?: 'en';
  /** The feed's other contact options panel, under the section's own options. */
  otherOptions?: ({ heading: string; options: ContactOptionView[] } & PartLang) | undefined;
  /** Social media links: consumer only (spec §6). */
  social?: ({ heading: string; links: { text: string; href: string }[] } & PartLang) | undefined;
  /** The chat panel, for the anonymous visitor. */
  chat?:
    | ({
        title: string;
        description?: string | undefined;
        ctaLabel: string;
        href: string;
      } & PartLang)
    | undefined;
}

type ContactContent = Pick<
  SupportContent,
  'otherContactOptionsPanel' | 'chatPanel' | 'socialMediaLinks' | 'fallbacks'
>;

type View = Pick<
  LandingViewContext,
  'service' | 'customerType' | 'smallBusiness' | 'labels' | 'link' | 'locale'
>;

type RawOption = {
  title?: string | undefined;
  description?: string | undefined;
  linkText?: string | undefined;
  linkUrl?: string | undefined;
};

function optionsView(options: readonly RawOption[], view: Pick<View, 'link'>): ContactOptionView[] {
  return options
    .filter((option) => option.title)
    .map((option) => ({
      title: option.title ?? '',
      description: option.description,
      link:
        option.linkText && option.linkUrl
          ? { text: option.linkText, href: view.link(option.linkUrl) }
          : undefined,
    }));
}

export function contactView(
  content: ContactContent,
  /**
   * The page's contact panel block (the section table's `blocks`: the smb panel on the smb page)
   * and `en` when it is the English stand-in.
   */
  fromFeed: { block: SupportContent['customerServicePanel']; lang: 'en' | undefined },
  fromService: ContactUs,
  view: View,
): ContactView {
  // The CMS panel for the customer type, else the contact-us service's options.
  const available = contactUsAvailable(view.customerType) && contactUsAvailable(view.service.name);
  const panel = available
    ? (fromFeed.block ?? (fromService.options.length > 0 ? fromService : undefined))
    : undefined;
  const fell = new Set(content.fallbacks ?? []);
  const english = (shown: boolean): PartLang => (shown ? { lang: 'en' } : {});
  const panelEnglish = fromFeed.block ? fromFeed.lang === 'en' : fromService.lang === 'en';
  const chatShown = chatAllowed(view.service);
  const chat = content.chatPanel;
  const other = content.otherContactOptionsPanel;
  const otherOptions = optionsView(other?.options ?? [], view);
  const social =
    view.customerType === 'consumer' && !view.smallBusiness
      ? (content.socialMediaLinks ?? []).flatMap((entry) =>
          entry.name && entry.url ? [{ text: entry.name, href: view.link(entry.url) }] : [],
        )
      : [];
  // The headings the feed does not give (social media's never does) are the product's own.
  const texts = landingText(view.locale).contact;
  return {
    heading: view.labels.contactUsLabel,
    description: panel?.description,
    options: optionsView(panel?.options ?? [], view),
    ...(panel && panelEnglish ? { optionsLang: 'en' as const } : {}),
    otherOptions:
      otherOptions.length > 0
        ? {
            heading: other?.title ?? texts.otherOptions,
            options: otherOptions,
            ...english(fell.has('otherContactOptionsPanel')),
          }
        : undefined,
    // The social heading is the product's own: only the links are the feed's.
    social:
      social.length > 0
        ? { heading: texts.socialMedia, links: social, ...english(fell.has('socialMediaLinks')) }
        : undefined,
    chat: chatShown
      ? {
          title: chat?.title ?? texts.chatTitle,
          description: chat?.description,
          ctaLabel: chat?.ctaLabel ?? texts.startChat,
          href: view.link(chat?.ctaUrl ?? CHAT_PATH),
          ...english(fell.has('chatPanel')),
        }
      : undefined,
  };
}
