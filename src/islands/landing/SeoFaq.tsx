import { Accordion } from '../../ui/Accordion/Accordion.tsx';
import { reportLinkClick } from '../../analytics/link-click.ts';
import { withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';

/** What Astro passes: the page's language as well. */
export interface SeoFaqProps extends PageLocaleProp {
  heading: string;
  items: { title: string; body: string; legal?: string | undefined }[];
  /** `en` when the questions are the English block on a page in another language. */
  contentLang?: 'en' | undefined;
}

/** The SEO accordion: every expand and collapse is reported. */
export default withPageLocale(function SeoFaq({ heading, items, contentLang }: SeoFaqProps) {
  return (
    <Accordion
      heading={heading}
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
});
