import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { reportLinkClick } from '../../analytics/link-click.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import { $selectedDevice, watchSelectedDevice } from '../../stores/device.ts';
import { $workflowOn, continueWithoutSignIn } from '../../stores/page.ts';
import styles from './landing.module.scss';

export interface FixMyServiceBarProps {
  description: string;
  signInHref: string;
  deviceSelectorHref: string;
  labels: { chooseDevice: string; signIn: string; continueWithoutSigningIn: string };
  /** The content may leave out 'Continue without signing in'. */
  showContinue: boolean;
}

const DEVICE_PLACEHOLDER = '/images/support/icon-device.svg';

/** The unauthenticated 'fix my service' bar: the visitor's device, sign-in, or continue without it. */
export default function FixMyServiceBar({
  description,
  signInHref,
  deviceSelectorHref,
  labels,
  showContinue,
}: FixMyServiceBarProps) {
  const device = useStore($selectedDevice);
  const workflowOn = useStore($workflowOn);
  useEffect(() => watchSelectedDevice(), []);

  const onContinue = () => {
    continueWithoutSignIn();
    reportLinkClick({
      linkName: labels.continueWithoutSigningIn,
      linkDestinationUrl: `#${ANCHORS.fixMyService}`,
    });
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
        <a className={styles.buttonPrimary} href={signInHref}>
          {labels.signIn}
        </a>
        {showContinue && !workflowOn ? (
          <button type="button" className={styles.buttonSecondary} onClick={onContinue}>
            {labels.continueWithoutSigningIn}
          </button>
        ) : null}
      </div>
    </div>
  );
}
