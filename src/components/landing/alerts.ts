/** Alert banners: this customer type's banner keys from the common feed, then the content's warning alert. */
import type { PageAlert } from '../../islands/landing/PageAlerts.tsx';
import { BANNER_KEYS, type CommonFeed } from '../../feeds/common.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';

export function alertsView(
  banners: CommonFeed['banners'],
  warning: NonNullable<SupportContent['common']>['warningAlert'],
  view: Pick<LandingViewContext, 'smallBusiness' | 'link'>,
): PageAlert[] {
  const keys = view.smallBusiness ? BANNER_KEYS.smb : BANNER_KEYS.consumer;
  const alerts: PageAlert[] = keys.flatMap((key) => {
    const banner = banners[key];
    if (!banner) return [];
    const link =
      banner.linkText && banner.linkUrl
        ? { text: banner.linkText, href: view.link(banner.linkUrl) }
        : undefined;
    return [{ id: key, kind: banner.type, title: banner.title, message: banner.text, link }];
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
    });
  }
  return alerts;
}
