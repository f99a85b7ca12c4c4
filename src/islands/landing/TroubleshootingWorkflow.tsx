import { useStore } from '@nanostores/react';
import { $workflowOn } from '../../stores/page.ts';
import { $serviceHealth } from '../../stores/service-health.ts';
import { $isAuth } from '../../stores/session.ts';
import { workflowName as nameFor } from '../../domain/personalisation/fix-my-wireless.ts';
import styles from './TroubleshootingWorkflow.module.scss';
import clientStyles from './TroubleshootingWorkflow.client.module.scss?lazy';
import { useHydrated } from './useHydrated.ts';

export interface TroubleshootingWorkflowProps {
  /** Workflow name from the popular-solutions data (wfunauthname for anonymous visitors). */
  workflowName: string;
  /** The signed-in visitor's workflow name (wfauthname), when the data has one. */
  authenticatedWorkflowName?: string | undefined;
  steps: { title: string; description: string }[];
}

/** The guided troubleshooting workflow; it appears once the workflow is switched on. */
export default function TroubleshootingWorkflow({
  workflowName,
  authenticatedWorkflowName,
  steps,
}: TroubleshootingWorkflowProps) {
  const workflowOn = useStore($workflowOn);
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
        </>
      ) : null}
    </div>
  );
}
