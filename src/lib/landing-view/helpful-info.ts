/** Helpful-info tabs per service, capped by the spec's rules, with their links rewritten. */
import type { HelpfulInfoProps } from '../../islands/landing/HelpfulInfo.tsx';
import { buildHelpfulTabs } from '../../domain/helpful-info.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { AskAssistant } from './assistant.ts';
import { perService, type LandingViewContext, type PerService } from './context.ts';

export interface HelpfulInfoView extends PerService {
  island: HelpfulInfoProps;
  /** The section's 'Ask our AI assistant' button. */
  ask?: AskAssistant | undefined;
}

type HelpfulBlocks = Pick<SupportContent, 'helpfulInfoWireless' | 'helpfulInfoInternetAirSMB'>;

function tabsFor(
  serviceName: string,
  content: HelpfulBlocks,
  lockFlagOn: boolean,
  view: Pick<LandingViewContext, 'link'>,
): HelpfulInfoProps['tabs'] {
  const block =
    serviceName === 'smb-internet-air'
      ? content.helpfulInfoInternetAirSMB
      : content.helpfulInfoWireless;
  const tabs = buildHelpfulTabs(block?.tabs ?? [], {
    lockAlert: block?.accountLockAlert,
    lockFlagOn,
  });
  return tabs.map((tab) => ({
    ...tab,
    ...(tab.lockAlert
      ? { lockAlert: { ...tab.lockAlert, url: view.link(tab.lockAlert.url) } }
      : {}),
    sections: tab.sections.map((section) => ({
      ...section,
      links: section.links.map((link) => ({ ...link, href: view.link(link.href) })),
      buttons: section.buttons.map((button) => ({
        ...button,
        href: view.link(button.href, 'button'),
      })),
    })),
  }));
}

export function helpfulInfoView(
  content: HelpfulBlocks,
  lockFlagOn: boolean,
  view: Pick<LandingViewContext, 'link' | 'services' | 'labels'>,
): HelpfulInfoView[] {
  return view.services
    .map((service) => ({ service, tabs: tabsFor(service.name, content, lockFlagOn, view) }))
    .filter(({ tabs }) => tabs.length > 0)
    .map(({ service, tabs }, index) => ({
      ...perService(view, service.name, index),
      island: {
        heading: view.labels.helpfulInfoLabel,
        headingId: index === 0 ? ANCHORS.helpfulInfo : `${ANCHORS.helpfulInfo}-${service.name}`,
        tabs,
      },
    }));
}
