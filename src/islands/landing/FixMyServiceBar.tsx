import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { reportWorkflowStart } from '../../analytics/workflow.ts';
import { focusSection, scrollToSection } from '../../browser/scroll-to-section.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import { LoadingPlaceholder } from '../../components/ui/LoadingPlaceholder/LoadingPlaceholder.tsx';
import { $fixMyWirelessVariant } from '../../stores/account-views.ts';
import { $selectedDevice } from '../../stores/device.ts';
import { $devicesData, $ctnInFocus } from '../../stores/devices.ts';
import { $workflowOn, continueWithoutSignIn } from '../../stores/page.ts';
import { $isShowShimmer } from '../../stores/session.ts';
import styles from './FixMyServiceBar.module.scss';
import { useHydrated } from './useHydrated.ts';

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
  const variant = useStore($fixMyWirelessVariant);
  // Hydration starts from the cached (anonymous) bar; the visitor's bar follows.
  const hydrated = useHydrated();
  const shimmer = useStore($isShowShimmer) && hydrated;
  const continueLabel = labels.continueWithoutSigningIn;
  useEffect(() => reportWorkflowStart(continueLabel), [continueLabel]);

  if (shimmer) {
    return (
      <div className={styles.fixBar} aria-busy="true">
        <LoadingPlaceholder count={1} variant="line" label="Checking your account" />
      </div>
    );
  }
  if (variant === 'authenticated' && hydrated) {
    return (
      <SignedInBar
        fallbackDevice={device?.name}
        labels={labels}
        deviceSelectorHref={deviceSelectorHref}
      />
    );
  }

  const onContinue = () => {
    continueWithoutSignIn();
    scrollToSection(ANCHORS.fixMyService);
    // This button goes away once the workflow is on.
    focusSection(ANCHORS.fixMyService);
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

/**
 * The signed-in (or recognised) bar: the visitor's own device from their account and a start
 * button for the troubleshooting workflow, which then runs under the signed-in workflow name.
 */
function SignedInBar({
  fallbackDevice,
  labels,
  deviceSelectorHref,
}: {
  fallbackDevice: string | undefined;
  labels: FixMyServiceBarProps['labels'];
  deviceSelectorHref: string;
}) {
  const devices = useStore($devicesData);
  const ctn = useStore($ctnInFocus);
  const workflowOn = useStore($workflowOn);
  const list = 'devices' in devices ? devices.devices : [];
  const inFocus = list.find((entry) => entry.ctn === ctn) ?? list[0];
  const name = inFocus?.name ?? fallbackDevice ?? 'Your device';
  return (
    <div className={styles.fixBar} data-variant="authenticated">
      <div className={styles.device}>
        <img src={inFocus?.imageUrl ?? DEVICE_PLACEHOLDER} alt="" width="56" height="56" />
        <div>
          <p className={styles.deviceName}>{name}</p>
          <a href={deviceSelectorHref}>{labels.chooseDevice}</a>
        </div>
      </div>
      <p className={styles.fixDescription}>
        Check your device and service, then follow the steps for what we find.
      </p>
      <div className={styles.fixActions}>
        {workflowOn ? null : (
          <Button
            text="Check my device"
            onClick={() => {
              continueWithoutSignIn();
              scrollToSection(ANCHORS.fixMyService);
              // This button goes away once the workflow is on.
              focusSection(ANCHORS.fixMyService);
            }}
          />
        )}
      </div>
    </div>
  );
}
