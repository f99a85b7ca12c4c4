import { useHydrated, useStore } from '../island-hooks.ts';
import { $workflow, $workflowOn, leaveWorkflow } from '../../stores/page.ts';
import { $serviceHealth } from '../../stores/service-health.ts';
import { $isAuth } from '../../stores/session.ts';
import { workflowName as nameFor } from '../../domain/personalisation/fix-my-wireless.ts';
import { focusSection } from '../../browser/scroll-to-section.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { Link } from '../../ui/Link/Link.tsx';
import styles from './TroubleshootingWorkflow.module.scss?below-fold';
import clientStyles from './TroubleshootingWorkflow.client.module.scss?lazy';
import { withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';

/** The topic's popular solution (its knowledge's first top option). */
export interface PopularSolution {
  /** The 'Popular solutions' label. */
  heading: string;
  title: string;
  content?: string;
  href?: string;
  /** The knowledge asks for the option's link to open in a new window. */
  newWindow?: true;
  /** Set when it is in another language than the workflow around it. */
  lang?: string;
}

/** The ways on from the workflow, labelled by the content (backCTA, returnCTA, …). */
export interface WorkflowControls {
  back: string;
  mainMenu: { text: string; href: string };
  /** Only when the page renders top solutions. */
  topSolutions?: { text: string; href: string };
  /** Set when the workflow around them is in another language than the page. */
  lang?: string;
}

/** What Astro passes: the page's language as well. */
export interface TroubleshootingWorkflowProps extends PageLocaleProp {
  /** Workflow name from the popular-solutions data (wfunauthname for anonymous visitors). */
  workflowName: string;
  /** The signed-in visitor's workflow name (wfauthname), when the data has one. */
  authenticatedWorkflowName?: string | undefined;
  steps: { title: string; description: string }[];
  controls: WorkflowControls;
  popularSolution?: PopularSolution;
}

/** The guided troubleshooting workflow; it appears once the workflow is switched on. */
export default withPageLocale(function TroubleshootingWorkflow({
  workflowName,
  authenticatedWorkflowName,
  steps,
  controls,
  popularSolution,
}: TroubleshootingWorkflowProps) {
  const workflowOn = useStore($workflowOn);
  // Only a workflow the visitor chose can be left: one shown for a failed account is all there is.
  const chosen = useStore($workflow) === 'chosen';
  const hydrated = useHydrated();
  // A service-health panel that failed hands the visitor the unauthenticated workflow.
  const healthFailed = useStore($serviceHealth).state === 'failed';
  const authenticated = useStore($isAuth) && hydrated && !healthFailed;
  const name = nameFor(authenticated, {
    anonymous: workflowName,
    authenticated: authenticatedWorkflowName,
  });
  return (
    <div className={styles.workflow} data-state={workflowOn ? 'on' : 'off'} aria-live="polite">
      {workflowOn ? (
        <>
          <h3>{name}</h3>
          <ol className={clientStyles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.description}</span>
              </li>
            ))}
          </ol>
          {popularSolution ? <PopularSolutionBlock solution={popularSolution} /> : null}
          <div className={clientStyles.controls} lang={controls.lang}>
            {chosen ? (
              <Button text={controls.back} configs={{ variant: 'secondary' }} onClick={goBack} />
            ) : null}
            {controls.topSolutions ? (
              <Link href={controls.topSolutions.href} type="arrow">
                {controls.topSolutions.text}
              </Link>
            ) : null}
            <Link href={controls.mainMenu.href} type="arrow">
              {controls.mainMenu.text}
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
});

function PopularSolutionBlock({ solution }: { solution: PopularSolution }) {
  const { heading, title, content, href, newWindow, lang } = solution;
  return (
    <div className={clientStyles.popular}>
      <h4>{heading}</h4>
      <p lang={lang}>
        {href ? (
          <Link href={href} isNewTab={newWindow === true}>
            {title}
          </Link>
        ) : (
          <strong>{title}</strong>
        )}
      </p>
      {content ? <p lang={lang}>{content}</p> : null}
    </div>
  );
}

/** Back to the bar the workflow was chosen on; focus goes with the vanishing button. */
function goBack() {
  leaveWorkflow();
  focusSection(ANCHORS.fixMyService);
}
