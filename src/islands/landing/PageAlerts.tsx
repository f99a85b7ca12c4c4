import { AlertList } from '../../ui/AlertBanner/AlertBanner.tsx';
import type { AlertKind } from '../../ui/AlertBanner/alert-order.ts';
import { withPageLocale } from '../../ui/shared/locale-context.tsx';

export interface PageAlert {
  id: string;
  kind: AlertKind;
  title?: string | undefined;
  message: string;
  link?: { href: string; text: string } | undefined;
  /** `en` when the banner is English content standing in for the page's language. */
  lang?: 'en' | undefined;
}

/**
 * The page's alert banners, ordered error, warning, info, success; all but errors can be closed.
 * An English banner on another language's page is marked by the banner itself (`contentLang`):
 * its title, message and link text; its kind and dismiss button stay in the page's language.
 */
export default withPageLocale(function PageAlerts({ alerts }: { alerts: PageAlert[] }) {
  return (
    <AlertList
      alerts={alerts.map(({ id, kind, title, message, link, lang }) => ({
        id,
        kind,
        message,
        ...(title ? { title } : {}),
        ...(link ? { link: lang ? { ...link, lang } : link } : {}),
        ...(lang ? { contentLang: lang } : {}),
      }))}
    />
  );
});
