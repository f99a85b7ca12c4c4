/**
 * What Fix my Wireless shows while a known visitor's service health is being checked: the splash
 * with the `daasTroubleshootSplash` flag, the shimmer without it. Pure; the service-health store
 * makes the call.
 */
import { isTrue } from '../values.ts';
import type { FixMyWirelessVariant } from './fix-my-wireless.ts';

/** The service-health call: not asked, on its way, answered, or failed. */
export type ServiceHealthState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * shimmer: the spec's loading shimmer; splash: the device, 'Checking your device and service'
 * and a progress indicator; panel: the signed-in bar (with the health checks once loaded);
 * choose-device: a signed-in visitor without a known device, the signed-in bar with the
 * choose-device link and the signed-in workflow (never 'Sign in'); anonymous: the unauthenticated
 * bar and its workflow.
 */
export type FixMyWirelessStage = 'shimmer' | 'splash' | 'panel' | 'choose-device' | 'anonymous';

export interface StageInput {
  /** The flag's value as the page carries it. */
  splashFlag: string | undefined;
  /** The account is being fetched (the spec's isShowShimmer). */
  loading: boolean;
  variant: FixMyWirelessVariant;
  health: ServiceHealthState;
  /** Signed in (not only recognised): never offered the sign-in bar, whatever fails. */
  signedIn: boolean;
}

export function fixMyWirelessStage({
  splashFlag,
  loading,
  variant,
  health,
  signedIn,
}: StageInput): FixMyWirelessStage {
  // The flag chooses only what covers the wait: the splash, or the spec's shimmer.
  const waiting = isTrue(splashFlag) ? 'splash' : 'shimmer';
  // A panel that cannot load leaves a signed-in visitor the signed-in bar without it (spec §4: the
  // unauthenticated troubleshooting is only for a visitor neither signed in nor recognised), and a
  // recognised one the workflow everybody else gets.
  if (health === 'failed') return signedIn ? 'choose-device' : 'anonymous';
  if (loading) return waiting;
  if (variant === 'signed-in') return 'choose-device';
  if (variant !== 'authenticated') return 'anonymous';
  return health === 'loaded' ? 'panel' : waiting;
}

/**
 * The call is made for every visitor who sees the signed-in section (signed in with a device, or
 * recognised), flag on or off: the panel shows the device's real status either way.
 */
export function wantsServiceHealth(variant: FixMyWirelessVariant): boolean {
  return variant === 'authenticated';
}
