/** The outage section: what the status (1 issue, 0 none, 2 unknown) and the banners show. */
import { OUTAGE_ISSUE, OUTAGE_NO_ISSUE, type OutageStatus } from '../../domain/outage.ts';
import type { OutageBanner } from '../../feeds/outage.ts';
import { landingText } from '../../domain/i18n/landing.ts';
import type { Locale } from '../../domain/i18n/locales.ts';
import type { LandingViewContext } from './view-context.ts';
import { localeProp } from './locale-prop.ts';

/** Where the unknown state sends the visitor to check. */
export const OUTAGE_STATUS_PATH = '/outages/wireless';

/** The banner an outage without banners of its own shows, in the page's language. */
export function outageFallbackBanner(locale?: Locale) {
  const texts = landingText(locale).outage;
  return { title: texts.fallbackTitle, message: texts.fallbackMessage };
}

export interface OutageBannerView {
  severity: 'warning' | 'error';
  title: string;
  message?: string | undefined;
  link?: { text: string; href: string } | undefined;
  /** `en` when the banner is the English one standing in for the page's language. */
  lang?: 'en';
}

/** `locale` (absent on an English page) is the language of the section's own texts. */
export type OutageView = { locale?: Locale | undefined } & (
  | { status: OutageStatus; state: 'issue'; banners: OutageBannerView[] }
  | { status: OutageStatus; state: 'none' }
  | { status: OutageStatus; state: 'unknown'; statusHref: string }
);

/** The outage section; every link it renders goes through the page's link rule. */
export function outageView(
  status: OutageStatus,
  banners: OutageBanner[],
  view: Pick<LandingViewContext, 'link' | 'locale'>,
): OutageView {
  const locale = localeProp(view.locale);
  if (status === OUTAGE_NO_ISSUE) return { status, state: 'none', ...locale };
  if (status !== OUTAGE_ISSUE)
    return { status, state: 'unknown', statusHref: view.link(OUTAGE_STATUS_PATH), ...locale };
  const shown: OutageBannerView[] = banners.map((banner) => ({
    severity: banner.severity === 'warning' ? 'warning' : 'error',
    title: banner.title,
    message: banner.message,
    link:
      banner.linkText && banner.linkUrl
        ? { text: banner.linkText, href: view.link(banner.linkUrl) }
        : undefined,
    ...(banner.lang ? { lang: banner.lang } : {}),
  }));
  return {
    status,
    state: 'issue',
    banners:
      shown.length > 0 ? shown : [{ severity: 'error', ...outageFallbackBanner(view.locale) }],
    ...locale,
  };
}
