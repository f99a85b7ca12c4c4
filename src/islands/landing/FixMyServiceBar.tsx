import { useHydrated, useStore } from '../island-hooks.ts';
import { useEffect } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { reportWorkflowStart } from '../../analytics/workflow.ts';
import { focusSection, scrollToSection } from '../../browser/scroll-to-section.ts';
import { ANCHORS } from '../../domain/jump-links.ts';
import { LoadingPlaceholder } from '../../ui/LoadingPlaceholder/LoadingPlaceholder.tsx';
import { $fixMyWirelessVariant } from '../../stores/account-views.ts';
import { $selectedDevice } from '../../stores/device.ts';
import { $devicesData, $ctnInFocus } from '../../stores/devices.ts';
import { $workflowOn, continueWithoutSignIn } from '../../stores/page.ts';
import {
  fixMyWirelessStage,
  type FixMyWirelessStage,
} from '../../domain/personalisation/troubleshoot-splash.ts';
import { $serviceHealth, $splashFlag, type ServiceHealth } from '../../stores/service-health.ts';
import { $isAuth, $isShowLoader, $isShowShimmer } from '../../stores/session.ts';
import { $online } from '../../stores/connection.ts';
import { connectionText } from '../../domain/i18n/connection.ts';
import {
  personalisationText,
  type PersonalisationText,
} from '../../domain/i18n/personalisation.ts';
import styles from './FixMyServiceBar.module.scss?below-fold';
import clientStyles from './FixMyServiceBar.client.module.scss?lazy';
import { useLocale, withPageLocale, type PageLocaleProp } from '../../ui/shared/locale-context.tsx';

/** What Astro passes: the page's language as well. */
export interface FixMyServiceBarProps extends PageLocaleProp {
  description: string;
  /**
   * `en` when the description is English content standing in for the page's language (the
   * English popular article's); the bar's own texts stay in the page's language.
   */
  descriptionLang?: 'en' | undefined;
  signInHref: string;
  deviceSelectorHref: string;
  labels: { chooseDevice: string; signIn: string; continueWithoutSigningIn: string };
  /** The content may leave out 'Continue without signing in'. */
  showContinue: boolean;
}

const DEVICE_PLACEHOLDER = '/images/support/icon-device.svg';

type Texts = PersonalisationText['fixMyWireless'];

/** The signed-in bars' start buttons (the anonymous bar's is the content's continue label). */
const startLabel = (stage: FixMyWirelessStage, texts: Texts): string | undefined =>
  stage === 'panel'
    ? texts.checkMyDevice
    : stage === 'choose-device'
      ? texts.startTroubleshooting
      : undefined;

/**
 * The unauthenticated 'fix my service' bar: the visitor's device, sign-in, or continue without
 * it. The device store polls storage while this bar subscribes; analytics react to the page
 * store turning the workflow on.
 */
export default withPageLocale(function FixMyServiceBar({
  description,
  descriptionLang,
  signInHref,
  deviceSelectorHref,
  labels,
  showContinue,
}: FixMyServiceBarProps) {
  const locale = useLocale();
  const texts = personalisationText(locale).fixMyWireless;
  const device = useStore($selectedDevice);
  const workflowOn = useStore($workflowOn);
  const variant = useStore($fixMyWirelessVariant);
  // Hydration starts from the cached (anonymous) bar; the visitor's bar follows.
  const hydrated = useHydrated();
  const loading = useStore($isShowShimmer);
  const loader = useStore($isShowLoader);
  const splashFlag = useStore($splashFlag);
  const health = useStore($serviceHealth);
  const signedIn = useStore($isAuth);
  // Offline (the saved page, docs/offline.md) sign-in cannot work: it waits, saying why. The
  // signed-in bars and their service check never show offline: the session is forgotten then
  // (src/stores/session.ts), so this anonymous bar is the one offline bar.
  const offline = !useStore($online) && hydrated;
  const stage = hydrated
    ? fixMyWirelessStage({ splashFlag, loading, variant, health: health.state, signedIn })
    : 'anonymous';
  const continueLabel = labels.continueWithoutSigningIn;
  // The Link_Click for the workflow's start names the control this stage offers, as shown.
  const startName = startLabel(stage, texts) ?? continueLabel;
  useEffect(() => reportWorkflowStart(startName), [startName]);

  if (stage === 'splash') return <Splash fallbackDevice={device} texts={texts} />;
  if (stage === 'shimmer') {
    // The bar's box is held from the first paint (html[data-visitor]); the loader fills it only
    // once the account has taken longer than its delay, so a fast answer flashes nothing. The
    // device's check that follows (no splash) shows the same placeholder while it runs.
    const checkingHealth = !loading && health.state === 'loading';
    return (
      <div className={styles.fixBar} aria-busy="true" data-variant="loading">
        {loader || checkingHealth ? (
          <LoadingPlaceholder
            count={1}
            variant="line"
            label={checkingHealth ? texts.checking : texts.checkingAccount}
          />
        ) : null}
      </div>
    );
  }
  if (stage === 'panel' || stage === 'choose-device') {
    return (
      <SignedInBar
        fallbackDevice={device}
        labels={labels}
        deviceSelectorHref={deviceSelectorHref}
        health={health}
        deviceKnown={stage === 'panel'}
        description={description}
        descriptionLang={descriptionLang}
        texts={texts}
      />
    );
  }

  // Hydration renders the server's bar, which knows no device: a device already in the store (the
  // account's, or the one the selector stored) shows from the render after it.
  const shownDevice = hydrated ? device : undefined;
  return (
    <div className={styles.fixBar}>
      <div className={styles.device}>
        <img src={shownDevice?.imageUrl ?? DEVICE_PLACEHOLDER} alt="" width="56" height="56" />
        <div>
          <p className={styles.deviceName}>{shownDevice?.name ?? texts.yourDevice}</p>
          <a href={deviceSelectorHref}>{labels.chooseDevice}</a>
        </div>
      </div>
      <p className={styles.fixDescription} lang={descriptionLang}>
        {description}
      </p>
      <div className={styles.fixActions}>
        <Button text={labels.signIn} href={signInHref} configs={{ disabled: offline }} />
        {showContinue && !workflowOn ? (
          <Button text={continueLabel} configs={{ variant: 'secondary' }} onClick={startWorkflow} />
        ) : null}
      </div>
      {offline ? <p className={styles.fixDescription}>{connectionText(locale).signIn}</p> : null}
    </div>
  );
});

/** The visitor's device from their account, else the one the device selector stored. */
function useDeviceInFocus(fallback: { name: string; imageUrl?: string } | undefined, texts: Texts) {
  const devices = useStore($devicesData);
  const ctn = useStore($ctnInFocus);
  const list = 'devices' in devices ? devices.devices : [];
  const inFocus = list.find((entry) => entry.ctn === ctn) ?? list[0];
  return {
    name: inFocus?.name ?? fallback?.name ?? texts.yourDevice,
    imageUrl: inFocus?.imageUrl ?? fallback?.imageUrl ?? DEVICE_PLACEHOLDER,
  };
}

/**
 * The troubleshooting splash (splash flag on): the visitor's device and an indeterminate progress
 * bar while their account and the service health load. It keeps the bar's box, so the panel
 * that follows takes its place without moving the page.
 */
function Splash({
  fallbackDevice,
  texts,
}: {
  fallbackDevice: { name: string; imageUrl?: string } | undefined;
  texts: Texts;
}) {
  const device = useDeviceInFocus(fallbackDevice, texts);
  return (
    <div className={styles.fixBar} data-variant="splash" aria-busy="true">
      <div className={styles.device}>
        <img src={device.imageUrl} alt="" width="56" height="56" />
        <p className={styles.deviceName}>{device.name}</p>
      </div>
      <p className={styles.fixDescription}>{texts.checking}</p>
      <div className={clientStyles.progress} role="progressbar" aria-label={texts.checking}>
        <span />
      </div>
    </div>
  );
}

/**
 * The signed-in (or recognised) bar: the visitor's own device from their account and a start
 * button for the troubleshooting workflow, which then runs under the signed-in workflow name.
 * A signed-in visitor whose device is not known (none on the account, or the devices did not
 * load) gets the same bar with the choose-device link and a plain start: never 'Sign in'.
 */
function SignedInBar({
  fallbackDevice,
  labels,
  deviceSelectorHref,
  health,
  deviceKnown,
  description,
  descriptionLang,
  texts,
}: {
  fallbackDevice: { name: string; imageUrl?: string } | undefined;
  labels: FixMyServiceBarProps['labels'];
  deviceSelectorHref: string;
  health: ServiceHealth;
  deviceKnown: boolean;
  description: string;
  descriptionLang: FixMyServiceBarProps['descriptionLang'];
  texts: Texts;
}) {
  const workflowOn = useStore($workflowOn);
  const device = useDeviceInFocus(fallbackDevice, texts);
  const checks = health.state === 'loaded' ? health.checks : [];
  if (!deviceKnown) {
    return (
      <div className={styles.fixBar} data-variant="signed-in">
        <div className={styles.device}>
          <img src={device.imageUrl} alt="" width="56" height="56" />
          <div>
            <p className={styles.deviceName}>{device.name}</p>
            <a href={deviceSelectorHref}>{labels.chooseDevice}</a>
          </div>
        </div>
        <p className={styles.fixDescription} lang={descriptionLang}>
          {description}
        </p>
        <div className={styles.fixActions}>
          {workflowOn ? null : <Button text={texts.startTroubleshooting} onClick={startWorkflow} />}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.fixBar} data-variant="authenticated">
      <div className={styles.device}>
        <img src={health.imageUrl ?? device.imageUrl} alt="" width="56" height="56" />
        <div>
          <p className={styles.deviceName}>{health.deviceName ?? device.name}</p>
          <a href={deviceSelectorHref}>{labels.chooseDevice}</a>
        </div>
      </div>
      {checks.length > 0 ? (
        <ul className={clientStyles.checks} aria-label={texts.deviceAndService}>
          {checks.map((check) => (
            <li key={check.name} data-status={check.status}>
              <strong>{check.name}</strong> {check.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.fixDescription}>{texts.checkPrompt}</p>
      )}
      <div className={styles.fixActions}>
        {workflowOn ? null : <Button text={texts.checkMyDevice} onClick={startWorkflow} />}
      </div>
    </div>
  );
}

/** Turns the workflow on and takes the visitor to it; the start button goes away. */
function startWorkflow() {
  continueWithoutSignIn();
  scrollToSection(ANCHORS.fixMyService);
  // The focused button goes away once the workflow is on.
  focusSection(ANCHORS.fixMyService);
}
