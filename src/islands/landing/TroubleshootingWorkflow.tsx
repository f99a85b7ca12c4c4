import { useStore } from '@nanostores/react';
import { $workflowOn } from '../../stores/page.ts';
import styles from './TroubleshootingWorkflow.module.scss';

export interface TroubleshootingWorkflowProps {
  /** Workflow name from the popular-solutions data (wfunauthname for anonymous visitors). */
  workflowName: string;
  steps: { title: string; description: string }[];
}

/** The guided troubleshooting workflow; it appears once the workflow is switched on. */
export default function TroubleshootingWorkflow({
  workflowName,
  steps,
}: TroubleshootingWorkflowProps) {
  const workflowOn = useStore($workflowOn);
  return (
    <div className={styles.workflow} data-state={workflowOn ? 'on' : 'off'} aria-live="polite">
      {workflowOn ? (
        <>
          <h3>{workflowName}</h3>
          <ol className={styles.steps}>
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
