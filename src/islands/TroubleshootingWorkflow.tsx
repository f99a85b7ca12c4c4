import { useStore } from '@nanostores/react';
import { $workflowOn } from '../stores/page.ts';

export interface TroubleshootingWorkflowProps {
  /** Workflow name from the popular-solutions data (wfunauthname for anonymous visitors). */
  workflowName: string;
}

/** The guided troubleshooting workflow; it appears once the workflow is switched on. */
export default function TroubleshootingWorkflow({ workflowName }: TroubleshootingWorkflowProps) {
  const workflowOn = useStore($workflowOn);
  return (
    <div className="workflow" data-state={workflowOn ? 'on' : 'off'} aria-live="polite">
      {workflowOn ? (
        <p>
          Troubleshooting started: <strong>{workflowName}</strong>
        </p>
      ) : null}
    </div>
  );
}
