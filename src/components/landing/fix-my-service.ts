/** Fix my Wireless (consumer wireless only): the service bar and the troubleshooting workflow. */
import type { FixMyServiceBarProps } from '../../islands/landing/FixMyServiceBar.tsx';
import type { TroubleshootingWorkflowProps } from '../../islands/landing/TroubleshootingWorkflow.tsx';
import { ANCHORS } from '../../domain/jump-links.ts';
import type { KnowledgeContent } from '../../feeds/knowledge.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { signInPath } from './header.ts';

export const DEVICE_SELECTOR_PATH = '/support/device-support/selector';

export interface FixMyServiceView {
  headingId: string;
  heading: string;
  bar: FixMyServiceBarProps;
  workflow: TroubleshootingWorkflowProps;
}

export function hasFixMyService(view: Pick<LandingViewContext, 'service'>): boolean {
  return view.service.name === 'wireless';
}

export function fixMyServiceView(
  content: Pick<SupportContent, 'common' | 'wlsHybridTS'>,
  popular: KnowledgeContent['contentTypeProperties'] | undefined,
  view: Pick<LandingViewContext, 'service' | 'labels' | 'origin' | 'pathname'>,
): FixMyServiceView | undefined {
  if (!hasFixMyService(view)) return undefined;
  const { labels } = view;
  const anonymous = popular?.wfunauthname ?? content.wlsHybridTS?.title ?? labels.fixMyWireless;
  return {
    headingId: ANCHORS.fixMyService,
    heading: labels.fixMyWireless,
    bar: {
      description: content.common?.fixMyServiceDescription ?? popular?.shortdescription ?? '',
      signInHref: signInPath(view),
      deviceSelectorHref: DEVICE_SELECTOR_PATH,
      labels: {
        chooseDevice: labels.chooseDeviceLabel,
        signIn: labels.signInLabel,
        continueWithoutSigningIn: labels.continueWithoutSigningInLabel,
      },
      // Optional by the spec (§2): the content switches it off; missing or unreadable, it shows.
      showContinue: content.common?.showContinueWithoutSigningIn !== false,
    },
    workflow: {
      workflowName: anonymous,
      authenticatedWorkflowName: popular?.wfauthname,
      steps: (content.wlsHybridTS?.steps ?? [])
        .filter((step) => step.title)
        .map((step) => ({ title: step.title ?? '', description: step.description ?? '' })),
    },
  };
}
