/** Fix my Wireless (consumer wireless only): the service bar and the troubleshooting workflow. */
import type { FixMyServiceBarProps } from '../../islands/landing/FixMyServiceBar.tsx';
import type { TroubleshootingWorkflowProps } from '../../islands/landing/TroubleshootingWorkflow.tsx';
import { ANCHORS } from '../../domain/jump-links.ts';
import type { KnowledgeContent } from '../../feeds/knowledge.ts';
import type { SupportContent } from '../../feeds/support-content.ts';
import type { LandingViewContext } from './view-context.ts';
import { signInPath } from './header.ts';
import { localeProp } from './locale-prop.ts';
import { popularSolutionView, workflowControlsView } from './troubleshooting.ts';

export const DEVICE_SELECTOR_PATH = '/support/device-support/selector';

export interface FixMyServiceView {
  headingId: string;
  /** A page label: in the page's language whatever the content below it is. */
  heading: string;
  bar: FixMyServiceBarProps;
  workflow: TroubleshootingWorkflowProps;
  /**
   * `en` when the workflow (its name and its steps) is English content standing in for the
   * page's language; the bar's controls are the product's, in the page's language.
   */
  workflowLang?: 'en';
}

export function hasFixMyService(view: Pick<LandingViewContext, 'service'>): boolean {
  return view.service.name === 'wireless';
}

export function fixMyServiceView(
  content: Pick<SupportContent, 'common' | 'wlsHybridTS' | 'fallbacks'>,
  popular: KnowledgeContent['contentTypeProperties'] | undefined,
  view: Pick<
    LandingViewContext,
    'service' | 'labels' | 'origin' | 'pathname' | 'locale' | 'smallBusiness' | 'link'
  >,
  options: {
    /** Whether the popular-solutions article is the English one (src/feeds/knowledge.ts). */
    popularEnglish?: boolean;
    /** Whether the page renders top solutions, which the workflow offers to see. */
    topSolutions?: boolean;
  } = {},
): FixMyServiceView | undefined {
  const { popularEnglish = false, topSolutions = false } = options;
  if (!hasFixMyService(view)) return undefined;
  const { labels } = view;
  const anonymous = popular?.wfunauthname ?? content.wlsHybridTS?.title ?? labels.fixMyWireless;
  const stepsEnglish = content.fallbacks?.includes('wlsHybridTS') ?? false;
  const nameEnglish = popular?.wfunauthname
    ? popularEnglish
    : content.wlsHybridTS?.title !== undefined && stepsEnglish;
  const hasSteps = (content.wlsHybridTS?.steps ?? []).some((step) => step.title);
  const workflowEnglish = nameEnglish && (stepsEnglish || !hasSteps);
  // The bar's description is the content's own, else the popular article's: English when the
  // one it comes from is the English stand-in.
  const ownDescription = content.common?.fixMyServiceDescription;
  const descriptionEnglish =
    ownDescription !== undefined
      ? (content.fallbacks?.includes('common') ?? false)
      : popular?.shortdescription !== undefined && popularEnglish;
  const popularSolution = popularSolutionView(popular, view);
  // The workflow's wrapper says its language (English when the workflow is the English stand-in);
  // a part in another language than the wrapper's says its own.
  const pageLang = view.locale ?? 'en';
  const langOf = (lang: string) => (lang === (workflowEnglish ? 'en' : pageLang) ? {} : { lang });
  return {
    ...(workflowEnglish ? { workflowLang: 'en' as const } : {}),
    headingId: ANCHORS.fixMyService,
    heading: labels.fixMyWireless,
    bar: {
      description: ownDescription ?? popular?.shortdescription ?? '',
      signInHref: signInPath(view),
      deviceSelectorHref: DEVICE_SELECTOR_PATH,
      labels: {
        chooseDevice: labels.chooseDeviceLabel,
        signIn: labels.signInLabel,
        continueWithoutSigningIn: labels.continueWithoutSigningInLabel,
      },
      // Optional by the spec (§2): the content switches it off; missing or unreadable, it shows.
      showContinue: content.common?.showContinueWithoutSigningIn !== false,
      ...localeProp(view.locale),
      ...(descriptionEnglish ? { descriptionLang: 'en' as const } : {}),
    },
    workflow: {
      workflowName: anonymous,
      authenticatedWorkflowName: popular?.wfauthname,
      steps: (content.wlsHybridTS?.steps ?? [])
        .filter((step) => step.title)
        .map((step) => ({ title: step.title ?? '', description: step.description ?? '' })),
      controls: { ...workflowControlsView(view, topSolutions), ...langOf(pageLang) },
      ...(popularSolution
        ? { popularSolution: { ...popularSolution, ...langOf(popularEnglish ? 'en' : pageLang) } }
        : {}),
      ...localeProp(view.locale),
    },
  };
}
