/**
 * Alert banners: this customer type's banner keys from the common feed, then knowledge
 * management's banners, then the content's warning alert.
 */
import type { PageAlert } from '../../islands/landing/PageAlerts.tsx';
import { BANNER_KEYS, type CommonFeed } from '../../feeds/common.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { KnowledgeBanners } from '../../feeds/knowledge-top-solutions.ts';
import type { LandingViewContext } from './view-context.ts';

/** Which alerts are English content standing in for the page's language. */
export interface AlertsEnglish {
  /** Banner keys the common feed took from the English set (`CommonFeed.fallbacks`). */
  banners?: readonly string[] | undefined;
  /** Whether the warning alert's block (`common`) is the English one. */
  warning?: boolean | undefined;
}

const marked = (english: boolean | undefined) => (english ? { lang: 'en' as const } : {});

/** A banner's link: only with both its text and its address, through the page's link rule. */
const bannerLink = (
  text: string | undefined,
  url: string | undefined,
  view: Pick<LandingViewContext, 'link'>,
) => (text && url ? { text, href: view.link(url) } : undefined);

export function alertsView(
  banners: CommonFeed['banners'],
  warning: NonNullable<SupportContent['common']>['warningAlert'],
  view: Pick<LandingViewContext, 'smallBusiness' | 'link'>,
  english: AlertsEnglish = {},
  /** Knowledge management's banners for the page (their `lang` says when English stood in). */
  knowledge: KnowledgeBanners = { banners: [] },
): PageAlert[] {
  const keys = view.smallBusiness ? BANNER_KEYS.smb : BANNER_KEYS.consumer;
  const alerts: PageAlert[] = keys.flatMap((key) => {
    const banner = banners[key];
    if (!banner) return [];
    const link = bannerLink(banner.linkText, banner.linkUrl, view);
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
  for (const banner of knowledge.banners) {
    alerts.push({
      id: `knowledge-${banner.id}`,
      kind: banner.kind,
      title: banner.title,
      message: banner.text,
      link: bannerLink(banner.linkText, banner.linkUrl, view),
      ...marked(knowledge.lang === 'en'),
    });
  }
  if (warning?.text) {
    const link = bannerLink(warning.link?.text, warning.link?.href, view);
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
