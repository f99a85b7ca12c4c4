import { Accordion } from '../../ui/Accordion/Accordion.tsx';
import { reportLinkClick } from '../../analytics/link-click.ts';
import type { Locale } from '../../domain/i18n/locales.ts';

export interface SeoFaqProps {
  heading: string;
  items: { title: string; body: string; legal?: string | undefined }[];
  /** The page's language, for the accordion's controls (English when not given). */
  locale?: Locale | undefined;
  /** `en` when the questions are the English block on a page in another language. */
  contentLang?: 'en' | undefined;
}

/** The SEO accordion: every expand and collapse is reported. */
export default function SeoFaq({ heading, items, locale, contentLang }: SeoFaqProps) {
  return (
    <Accordion
      heading={heading}
      locale={locale}
      contentLang={contentLang}
      items={items.map((item) => ({
        title: item.title,
        body: item.body,
        ...(item.legal ? { legal: item.legal } : {}),
      }))}
      withExpand
      itemHeadingLevel={3}
      onToggle={(toggle) =>
        reportLinkClick({
          linkName: toggle.title,
          linkDestinationUrl: '#',
          linkPosition: 'SEO accordion',
          extras: { accordionAction: toggle.isOpen ? 'expand' : 'collapse' },
        })
      }
    />
  );
}
