import { AlertList } from '../../ui/AlertBanner/AlertBanner.tsx';
import type { AlertKind } from '../../ui/AlertBanner/alert-order.ts';
import alertStyles from '../../ui/AlertBanner/AlertBanner.module.scss';
import type { Locale } from '../../domain/i18n/locales.ts';

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
 * An English banner on another language's page: its title and message marked `lang="en"`
 * together, the title set as the banner sets it. The banner's own texts (its kind, the dismiss
 * button's name, which then names the kind rather than the English title) stay in the page's
 * language.
 */
function englishBanner(title: string | undefined, message: string) {
  return {
    message: (
      <span lang="en">
        {title && <strong className={alertStyles.title}>{title}</strong>}
        {message}
      </span>
    ),
  };
}

/** The page's alert banners, ordered error, warning, info, success; all but errors can be closed. */
export default function PageAlerts({
  alerts,
  locale,
}: {
  alerts: PageAlert[];
  /** The page's language, for the banners' own texts (English when not given). */
  locale?: Locale | undefined;
}) {
  return (
    <AlertList
      locale={locale}
      alerts={alerts.map(({ id, kind, title, message, link, lang }) => ({
        id,
        kind,
        ...(lang ? englishBanner(title, message) : { message, ...(title ? { title } : {}) }),
        ...(link ? { link } : {}),
      }))}
    />
  );
}
