import { describe, expect, it } from 'vitest';
import { CLIENT_REFUSED, gatewayRefusal, SIGN_IN_REQUIRED } from './gateway.ts';

const UI = 'idp-support-wireless-ui';

describe('the sandbox gateway', () => {
  it.each([
    // path, client id, signed in → status (undefined: reaches the service)
    ['/msapi/support-account/v1/infocus', UI, false, undefined],
    ['/msapi/support-account/v1/infocus', undefined, false, 403],
    ['/msapi/support-account/v1/infocus', 'another-ui', true, 403],
    ['/msapi/support-account/v1/infocus', [UI, UI], true, 403],
    ['/msapi/support-account/v1/accountdetails', UI, false, 401],
    ['/msapi/support-account/v1/accountdetails', UI, true, undefined],
    ['/msapi/support-account/v1/accountdetails', undefined, false, 403],
    ['/msapi/support-account/v2/profiledetails', UI, false, 401],
    ['/msapi/support-devices/v1/getdevices', UI, false, 401],
    ['/msapi/support-devices/v2/getdevices', UI, false, 401],
    ['/msapi/support-devices/v2/getdevices', UI, true, undefined],
    ['/msapi/outage-service/v1/outages/wireless/checklite', UI, false, 401],
    ['/msapi/recognized-state/v1/consent', UI, false, undefined],
    ['/msapi/support-devices/v1/servicehealth', UI, false, undefined],
    ['/msapi/devicerecommendationsvc/v1/auth/status', UI, false, undefined],
    ['/msapi/login-analytics/v1/session', undefined, true, 403],
    // Outside the gateway: content feeds, search, the sign-in pages.
    ['/cms-feed/wireless-outage.json', undefined, false, undefined],
    ['/kmservices/v2/search', undefined, false, undefined],
    ['/acctmgmt/signin', undefined, false, undefined],
  ] as const)('%s with client id %j, signed in %s → %s', (path, clientId, signedIn, status) => {
    expect(
      gatewayRefusal({ path, clientId: clientId as string | string[] | undefined, signedIn })
        ?.status,
    ).toBe(status);
  });

  it('says why it refused, as the gateway does', () => {
    expect(gatewayRefusal({ path: '/msapi/x', clientId: undefined, signedIn: true })?.body).toEqual(
      CLIENT_REFUSED,
    );
    expect(
      gatewayRefusal({
        path: '/msapi/support-account/v1/accountdetails',
        clientId: UI,
        signedIn: false,
      })?.body,
    ).toEqual(SIGN_IN_REQUIRED);
  });
});
