/** The outage section: what the status (1 issue, 0 none, 2 unknown) and the banners show. */
import { OUTAGE_ISSUE, OUTAGE_NO_ISSUE, type OutageStatus } from '../../domain/outage.ts';
import type { OutageBanner } from '../../feeds/outage.ts';

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
  | { status: OutageStatus; state: 'none' | 'unknown' };

export function outageView(status: OutageStatus, banners: OutageBanner[]): OutageView {
  if (status === OUTAGE_NO_ISSUE) return { status, state: 'none' };
  if (status !== OUTAGE_ISSUE) return { status, state: 'unknown' };
  const shown: OutageBannerView[] = banners.map((banner) => ({
    severity: banner.severity === 'warning' ? 'warning' : 'error',
    title: banner.title,
    message: banner.message,
    link:
      banner.linkText && banner.linkUrl
        ? { text: banner.linkText, href: banner.linkUrl }
        : undefined,
  }));
  return {
    status,
    state: 'issue',
    banners: shown.length > 0 ? shown : [{ severity: 'error', ...OUTAGE_FALLBACK_BANNER }],
  };
}
