/** The outage section: what the status (1 issue, 0 none, 2 unknown) and the banners show. */
import { OUTAGE_ISSUE, OUTAGE_NO_ISSUE, type OutageStatus } from '../../domain/outage.ts';
import type { OutageBanner } from '../../feeds/outage.ts';
import type { LandingViewContext } from './view-context.ts';

/** Where the unknown state sends the visitor to check. */
export const OUTAGE_STATUS_PATH = '/outages/wireless';

export const OUTAGE_FALLBACK_BANNER = {
  title: 'Service interruption reported',
  message: "We're working on an issue that may affect wireless service.",
} as const;

export interface OutageBannerView {
  severity: 'warning' | 'error';
  title: string;
  message?: string | undefined;
  link?: { text: string; href: string } | undefined;
}

export type OutageView =
  | { status: OutageStatus; state: 'issue'; banners: OutageBannerView[] }
  | { status: OutageStatus; state: 'none' }
  | { status: OutageStatus; state: 'unknown'; statusHref: string };

/** The outage section; every link it renders goes through the page's link rule. */
export function outageView(
  status: OutageStatus,
  banners: OutageBanner[],
  view: Pick<LandingViewContext, 'link'>,
): OutageView {
  if (status === OUTAGE_NO_ISSUE) return { status, state: 'none' };
  if (status !== OUTAGE_ISSUE)
    return { status, state: 'unknown', statusHref: view.link(OUTAGE_STATUS_PATH) };
  const shown: OutageBannerView[] = banners.map((banner) => ({
    severity: banner.severity === 'warning' ? 'warning' : 'error',
    title: banner.title,
    message: banner.message,
    link:
      banner.linkText && banner.linkUrl
        ? { text: banner.linkText, href: view.link(banner.linkUrl) }
        : undefined,
  }));
  return {
    status,
    state: 'issue',
    banners: shown.length > 0 ? shown : [{ severity: 'error', ...OUTAGE_FALLBACK_BANNER }],
  };
}
