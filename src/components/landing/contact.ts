/**
 * Contact us (the smb panel on the small-business page), the other contact options, the social
 * media links (consumer only) and chat (wireless only). Every link goes through the page's link
 * rule.
 */
import type { ContactUs } from '../../feeds/contact-us.ts';
import { contactUsAvailable } from '../../feeds/contact-us.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';

export interface ContactOptionView {
  title: string;
  description?: string | undefined;
  link?: { text: string; href: string } | undefined;
}

/** The chat panel's call to action. */
export const CHAT_PATH = '/support/chat';
/** The heading of the social media links, which the feed does not name. */
export const SOCIAL_MEDIA_HEADING = 'Social media';

export interface ContactView {
  heading: string;
  description?: string | undefined;
  options: ContactOptionView[];
  /** The feed's other contact options panel, under the section's own options. */
  otherOptions?: { heading: string; options: ContactOptionView[] } | undefined;
  /** Social media links: consumer only (spec §6). */
  social?: { heading: string; links: { text: string; href: string }[] } | undefined;
  /** The chat panel, for the anonymous visitor. */
  chat?:
    { title: string; description?: string | undefined; ctaLabel: string; href: string } | undefined;
}

type ContactContent = Pick<
  SupportContent,
  | 'customerServicePanel'
  | 'customerServicePanelSmb'
  | 'otherContactOptionsPanel'
  | 'chatPanel'
  | 'socialMediaLinks'
>;

type View = Pick<
  LandingViewContext,
  'service' | 'customerType' | 'smallBusiness' | 'labels' | 'link'
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
  fromService: ContactUs,
  view: View,
): ContactView {
  // The CMS panel for the customer type, else the contact-us service's options.
  const available = contactUsAvailable(view.customerType) && contactUsAvailable(view.service.name);
  const panel = available
    ? ((view.smallBusiness ? content.customerServicePanelSmb : content.customerServicePanel) ??
      (fromService.options.length > 0 ? fromService : undefined))
    : undefined;
  const chatShown = view.service.chatEnabled && view.service.name === 'wireless';
  const chat = content.chatPanel;
  const other = content.otherContactOptionsPanel;
  const otherOptions = optionsView(other?.options ?? [], view);
  const social =
    view.customerType === 'consumer' && !view.smallBusiness
      ? (content.socialMediaLinks ?? []).flatMap((entry) =>
          entry.name && entry.url ? [{ text: entry.name, href: view.link(entry.url) }] : [],
        )
      : [];
  return {
    heading: view.labels.contactUsLabel,
    description: panel?.description,
    options: optionsView(panel?.options ?? [], view),
    otherOptions:
      otherOptions.length > 0
        ? { heading: other?.title ?? 'Other ways to get help', options: otherOptions }
        : undefined,
    social: social.length > 0 ? { heading: SOCIAL_MEDIA_HEADING, links: social } : undefined,
    chat: chatShown
      ? {
          title: chat?.title ?? 'Chat with us',
          description: chat?.description,
          ctaLabel: chat?.ctaLabel ?? 'Start chat',
          href: view.link(CHAT_PATH),
        }
      : undefined,
  };
}
