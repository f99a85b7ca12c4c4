import { useStore } from '@nanostores/react';
import { $workflowOn, continueWithoutSignIn } from '../stores/page.ts';

export interface ContinueWithoutSignInProps {
  label: string;
}

/** Turns the troubleshooting workflow on for a visitor who will not sign in, then hides itself. */
export default function ContinueWithoutSignIn({ label }: ContinueWithoutSignInProps) {
  const workflowOn = useStore($workflowOn);
  if (workflowOn) return null;
  return (
    <button type="button" className="continue-button" onClick={continueWithoutSignIn}>
      {label}
    </button>
  );
}
