/** Which Fix my Wireless section a visitor sees, and the workflow's name. */

/**
 * authenticated: the spec's authenticated section (signed in with the service-health panel and a
 * device, or recognised); signed-in: a signed-in visitor whose device is not known (no device, or
 * get-devices or the account call failed), who gets the signed-in bar with the choose-device link
 * and the signed-in workflow, never the sign-in offer; unauthenticated: the anonymous bar (neither
 * signed in nor recognised); none: a service without Fix my Wireless.
 */
export type FixMyWirelessVariant = 'authenticated' | 'signed-in' | 'unauthenticated' | 'none';

export function fixMyWirelessVariant(input: {
  serviceName: string;
  authenticated: boolean;
  serviceHealthLoaded: boolean;
  devicePresent: boolean;
  recognised: boolean;
}): FixMyWirelessVariant {
  if (input.serviceName !== 'wireless') return 'none';
  const signedInReady = input.authenticated && input.serviceHealthLoaded && input.devicePresent;
  if (signedInReady || input.recognised) return 'authenticated';
  // Spec §4: the unauthenticated troubleshooting is only for a visitor neither signed in nor
  // recognised.
  if (input.authenticated) return 'signed-in';
  return 'unauthenticated';
}

/** wfauthname for a signed-in visitor (the anonymous name when the data has none). */
export function workflowName(
  authenticated: boolean,
  names: { anonymous: string; authenticated?: string | undefined },
): string {
  return authenticated && names.authenticated ? names.authenticated : names.anonymous;
}
