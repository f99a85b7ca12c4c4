/** Contact us (the smb panel on the small-business page) and chat (wireless only). */
import type { ContactUs } from '../../feeds/contact-us.ts';
import { contactUsAvailable } from '../../feeds/contact-us.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { AskAssistant } from '../../domain/assistant-entry.ts';
import type { LandingViewContext } from './view-context.ts';

export interface ContactOptionView {
  title: string;
  description?: string | undefined;
  link?: { text: string; href: string } | undefined;
}

export interface ContactView {
  heading: string;
  description?: string | undefined;
  options: ContactOptionView[];
  /** The chat panel, for the anonymous visitor. */
  chat?: { title: string; description?: string | undefined; ctaLabel: string } | undefined;
  /** The section's 'Ask our AI assistant' button. */
  ask?: AskAssistant | undefined;
}

type ContactContent = Pick<
  SupportContent,
  'customerServicePanel' | 'customerServicePanelSmb' | 'chatPanel'
>;

export function contactView(
  content: ContactContent,
  fromService: ContactUs,
  view: Pick<LandingViewContext, 'service' | 'customerType' | 'smallBusiness' | 'labels'>,
): ContactView {
  // The CMS panel for the customer type, else the contact-us service's options.
  const available = contactUsAvailable(view.customerType) && contactUsAvailable(view.service.name);
  const panel = available
    ? ((view.smallBusiness ? content.customerServicePanelSmb : content.customerServicePanel) ??
      (fromService.options.length > 0 ? fromService : undefined))
    : undefined;
  const chatShown = view.service.chatEnabled && view.service.name === 'wireless';
  const chat = content.chatPanel;
  return {
    heading: view.labels.contactUsLabel,
    description: panel?.description,
    options: (panel?.options ?? [])
      .filter((option) => option.title)
      .map((option) => ({
        title: option.title ?? '',
        description: option.description,
        link:
          option.linkText && option.linkUrl
            ? { text: option.linkText, href: option.linkUrl }
            : undefined,
      })),
    chat: chatShown
      ? {
          title: chat?.title ?? 'Chat with us',
          description: chat?.description,
          ctaLabel: chat?.ctaLabel ?? 'Start chat',
        }
      : undefined,
  };
}
