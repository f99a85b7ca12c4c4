/**
 * Reactions to the page store: when the troubleshooting workflow turns on (the visitor chose
 * "Continue without signing in"), a Link_Click for that control is reported, with the page's
 * language as every Link_Click has it.
 */
import { ANCHORS } from '../domain/jump-links.ts';
import { $workflow } from '../stores/page.ts';
import { siteAnalytics, type Pusher } from './data-layer.ts';
import { reportLinkClick } from './link-click.ts';

/**
 * Reports each switch of the workflow to on, named after the control that did it.
 * Returns the function that stops listening.
 */
export function reportWorkflowStart(linkName: string, pusher: Pusher = siteAnalytics): () => void {
  return $workflow.listen((state) => {
    // Only the visitor's choice is a click; a workflow shown after a failed account call is not.
    if (state !== 'chosen') return;
    reportLinkClick({ linkName, linkDestinationUrl: `#${ANCHORS.fixMyService}` }, pusher);
  });
}
