/** Which Fix my Wireless section a visitor sees, and the workflow's name. */

export type FixMyWirelessVariant = 'authenticated' | 'unauthenticated' | 'none';

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
  if (!input.authenticated) return 'unauthenticated';
  return 'none';
}

/** wfauthname for a signed-in visitor (the anonymous name when the data has none). */
export function workflowName(
  authenticated: boolean,
  names: { anonymous: string; authenticated?: string | undefined },
): string {
  return authenticated && names.authenticated ? names.authenticated : names.anonymous;
}
