/**
 * What the carrier's API gateway refuses before any service sees a call, so the site is proven
 * against the gateway's rules and not against a kinder stand-in:
 * - every call under /msapi/ must name a registered client in `x-client-id` (403 otherwise);
 * - the account calls (account details, profile details, get-devices, check-lite) act on a
 *   signed-in visitor's accounts and answer 401 to anybody else.
 * The second-factor step-up (309) is the auth-status call's own answer (account-routes.ts).
 */
import { CLIENT_ID, CLIENT_ID_HEADER } from '../src/domain/personalisation/client-id.ts';
import { ENDPOINTS } from '../src/domain/personalisation/endpoints.ts';
import type { SandboxResponse } from './http-kit.ts';

/** The clients the gateway knows: the support wireless UI, in the browser and on the server. */
export const REGISTERED_CLIENTS: readonly string[] = [CLIENT_ID];

/** Calls that need a signed-in visitor: without one the gateway answers 401. */
export const SIGNED_IN_PATHS: readonly string[] = [
  ENDPOINTS.accountDetails,
  ENDPOINTS.profileDetails,
  ENDPOINTS.devicesV1,
  ENDPOINTS.devicesV2,
  ENDPOINTS.checkLiteWireless,
];

export const CLIENT_REFUSED = {
  error: 'client_not_allowed',
  message: `The ${CLIENT_ID_HEADER} header is missing or names no registered client.`,
};
export const SIGN_IN_REQUIRED = {
  error: 'unauthenticated',
  message: 'This call needs a signed-in customer.',
};

export interface GatewayCall {
  path: string;
  clientId: string | string[] | undefined;
  signedIn: boolean;
}

/** The gateway's refusal of a call, or undefined when the call may reach its service. */
export function gatewayRefusal(call: GatewayCall): SandboxResponse | undefined {
  if (!call.path.startsWith('/msapi/')) return undefined;
  const clientId = Array.isArray(call.clientId) ? undefined : call.clientId;
  if (!clientId || !REGISTERED_CLIENTS.includes(clientId))
    return { status: 403, body: CLIENT_REFUSED };
  if (!call.signedIn && SIGNED_IN_PATHS.includes(call.path))
    return { status: 401, body: SIGN_IN_REQUIRED };
  return undefined;
}
