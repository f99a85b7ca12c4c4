/** Alert banners: this customer type's banner keys from the common feed, then the content's warning alert. */
import type { PageAlert } from '../../islands/landing/PageAlerts.tsx';
import { BANNER_KEYS, type CommonFeed } from '../../feeds/common.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';

/** Which alerts are English content standing in for the page's language. */
export interface AlertsEnglish {
  /** Banner keys the common feed took from the English set (`CommonFeed.fallbacks`). */
  banners?: readonly string[] | undefined;
  /** Whether the warning alert's block (`common`) is the English one. */
  warning?: boolean | undefined;
}

const marked = (english: boolean | undefined) => (english ? { lang: 'en' as const } : {});

export function alertsView(
  banners: CommonFeed['banners'],
  warning: NonNullable<SupportContent['common']>['warningAlert'],
  view: Pick<LandingViewContext, 'smallBusiness' | 'link'>,
  english: AlertsEnglish = {},
): PageAlert[] {
  const keys = view.smallBusiness ? BANNER_KEYS.smb : BANNER_KEYS.consumer;
  const alerts: PageAlert[] = keys.flatMap((key) => {
    const banner = banners[key];
    if (!banner) return [];
    const link =
      banner.linkText && banner.linkUrl
        ? { text: banner.linkText, href: view.link(banner.linkUrl) }
        : undefined;
    return [
      {
        id: key,
        kind: banner.type,
        title: banner.title,
        message: banner.text,
        link,
        ...marked(english.banners?.includes(key)),
      },
    ];
  });
  if (warning?.text) {
    const link =
      warning.link?.text && warning.link.href
        ? { text: warning.link.text, href: view.link(warning.link.href) }
        : undefined;
    alerts.push({
      id: 'warning-alert',
      kind: 'warning',
      title: warning.title,
      message: warning.text,
      link,
      ...marked(english.warning),
    });
  }
  return alerts;
}
