import { Accordion } from '../../ui/Accordion/Accordion.tsx';
import { reportLinkClick } from '../../analytics/link-click.ts';

export interface SeoFaqProps {
  heading: string;
  items: { title: string; body: string; legal?: string | undefined }[];
}

/** The SEO accordion: every expand and collapse is reported. */
export default function SeoFaq({ heading, items }: SeoFaqProps) {
  return (
    <Accordion
      heading={heading}
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
