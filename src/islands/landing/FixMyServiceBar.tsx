import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { reportWorkflowStart } from '../../analytics/workflow.ts';
import { scrollToSection } from '../../browser/scroll-to-section.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import { $selectedDevice } from '../../stores/device.ts';
import { $workflowOn, continueWithoutSignIn } from '../../stores/page.ts';
import styles from './FixMyServiceBar.module.scss';

export interface FixMyServiceBarProps {
  description: string;
  signInHref: string;
  deviceSelectorHref: string;
  labels: { chooseDevice: string; signIn: string; continueWithoutSigningIn: string };
  /** The content may leave out 'Continue without signing in'. */
  showContinue: boolean;
}

const DEVICE_PLACEHOLDER = '/images/support/icon-device.svg';

/**
 * The unauthenticated 'fix my service' bar: the visitor's device, sign-in, or continue without
 * it. The device store polls storage while this bar subscribes; analytics react to the page
 * store turning the workflow on.
 */
export default function FixMyServiceBar({
  description,
  signInHref,
  deviceSelectorHref,
  labels,
  showContinue,
}: FixMyServiceBarProps) {
  const device = useStore($selectedDevice);
  const workflowOn = useStore($workflowOn);
  const continueLabel = labels.continueWithoutSigningIn;
  useEffect(() => reportWorkflowStart(continueLabel), [continueLabel]);

  const onContinue = () => {
    continueWithoutSignIn();
    scrollToSection(ANCHORS.fixMyService);
  };

  return (
    <div className={styles.fixBar}>
      <div className={styles.device}>
        <img src={device?.imageUrl ?? DEVICE_PLACEHOLDER} alt="" width="56" height="56" />
        <div>
          <p className={styles.deviceName}>{device?.name ?? 'Your device'}</p>
          <a href={deviceSelectorHref}>{labels.chooseDevice}</a>
        </div>
      </div>
      <p className={styles.fixDescription}>{description}</p>
      <div className={styles.fixActions}>
        <Button text={labels.signIn} href={signInHref} />
        {showContinue && !workflowOn ? (
          <Button text={continueLabel} configs={{ variant: 'secondary' }} onClick={onContinue} />
        ) : null}
      </div>
    </div>
  );
}
