/**
 * What the troubleshooting workflow offers besides its steps: the popular solution of the topic's
 * knowledge (its first top option) and the ways on from the workflow (Back, See top solutions,
 * Main menu), each labelled by the content with the specification's defaults.
 */
import type {
  PopularSolution,
  WorkflowControls,
} from '../../islands/landing/TroubleshootingWorkflow.tsx';
import { ANCHORS } from '../../domain/jump-links.ts';
import { isTrue } from '../../domain/values.ts';
import type { KnowledgeContent } from '../../feeds/knowledge.ts';
import { supportHomePath } from './header.ts';
import type { LandingViewContext } from './view-context.ts';

/**
 * The first top option under the 'Popular solutions' label; none without a title (a link or a
 * heading needs words). `additionaloptionNctaurlnewwindow` is the only window setting the
 * knowledge names, so it applies to the option's link.
 */
export function popularSolutionView(
  popular: KnowledgeContent['contentTypeProperties'] | undefined,
  view: Pick<LandingViewContext, 'labels' | 'link'>,
): PopularSolution | undefined {
  const title = popular?.topoption1title;
  if (!title) return undefined;
  // The feed's link rule already dropped unsafe addresses; the page's rule adds its rewrites.
  const href = popular.topoption1ctadesktopurl && view.link(popular.topoption1ctadesktopurl);
  return {
    heading: view.labels.popularSolutionsLabel,
    title,
    ...(popular.topoption1content ? { content: popular.topoption1content } : {}),
    ...(href ? { href } : {}),
    ...(href && isTrue(popular.additionaloptionNctaurlnewwindow) ? { newWindow: true } : {}),
  };
}

export function workflowControlsView(
  view: Pick<LandingViewContext, 'labels' | 'smallBusiness'>,
  /** Whether the page renders top solutions, which 'See top solutions' leads to. */
  topSolutions: boolean,
): WorkflowControls {
  const { labels } = view;
  return {
    back: labels.backCTA,
    mainMenu: { text: labels.returnCTA, href: supportHomePath(view) },
    ...(topSolutions
      ? { topSolutions: { text: labels.seeTopSolutionsLabel, href: `#${ANCHORS.topSolutions}` } }
      : {}),
  };
}
