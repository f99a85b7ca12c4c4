import { CLIENT_ID } from '../src/domain/personalisation/client-id.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../src/domain/personalisation/cookie-names.ts';
import { ENDPOINTS } from '../src/domain/personalisation/endpoints.ts';
import { proxyRequest } from '../src/server/proxy.ts';
import { startSandbox, type Sandbox } from './server.ts';
import { personaById, personaCookies, PERSONAS } from './personas.ts';
import { safeReturnPath } from './signin.ts';

describe('safeReturnPath (sign-in final_url)', () => {
  it.each([
    ['/wireless', '/wireless'],
    ['/smallbusiness/wireless?x=1', '/smallbusiness/wireless?x=1'],
    ['//evil.example', '/wireless'],
    ['https://evil.example', '/wireless'],
    ['/\\evil.example', '/wireless'],
    ['javascript:alert(1)', '/wireless'],
    ['/a\nb', '/wireless'],
    ['', '/wireless'],
    [undefined, '/wireless'],
  ])('%j → %s', (input, path) => {
    expect(safeReturnPath(input)).toBe(path);
  });
});

describe('persona cookies', () => {
  const NOW = 1_800_000_000_000;
  it('a signed-in persona: auth state, an Auth session, UUID and the login state (login + 1 h)', () => {
    const cookies = personaCookies(personaById('login-event'), NOW);
    expect(cookies).toMatchObject({
      SANDBOX_PERSONA: 'login-event',
      [COOKIE.authState]: 'Authenticated',
      [COOKIE.uuid]: '1029384756',
      [COOKIE.loginState]: `1029384756:${NOW + 3_600_000}`,
      [COOKIE.loginReported]: '',
    });
    expect(cookies[COOKIE.session]).toContain('Auth');
  });

  it('an older sign-in is outside the 5-minute window', () => {
    const stamp = Number(
      personaCookies(personaById('consumer'), NOW)[COOKIE.loginState]?.split(':')[1],
    );
    expect(stamp - 3_600_000).toBeLessThan(NOW - 5 * 60_000);
  });

  it('a recognised persona: the UUID only', () => {
    const cookies = personaCookies(personaById('recognised'), NOW);
    expect(cookies[COOKIE.uuid]).toBe('4820193');
    expect(cookies[COOKIE.authState]).toBe('');
    expect(cookies[COOKIE.session]).toBe('');
  });

  it('signing out clears every cookie', () => {
    expect(Object.values(personaCookies(undefined, NOW)).every((value) => value === '')).toBe(true);
  });

  it('every persona id is unique and has a label', () => {
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
    for (const persona of PERSONAS) expect(persona.label).not.toBe('');
  });
});

describe('the account calls, answered by persona', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  const call = async (method: string, path: string, persona?: string, body?: unknown, extra = '') =>
    fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-client-id': CLIENT_ID,
        ...(persona ? { cookie: `SANDBOX_PERSONA=${persona}${extra}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each([
    [undefined, 'Unauthenticated'],
    ['recognised', 'Unauthenticated'],
    ['consumer', 'Authenticated'],
  ])('infocus for %s: %s', async (persona, state) => {
    const answer = (await (await call('GET', ENDPOINTS.infocus, persona)).json()) as {
      content: { customerState: string };
    };
    expect(answer.content.customerState).toBe(state);
  });

  it('account details and devices for the BSSe persona', async () => {
    const details = (await (
      await call('POST', ENDPOINTS.accountDetails, 'bsse-wireless', {})
    ).json()) as {
      content: { firstName: string; bsseAccountDetails: { serviceType: string }[] };
    };
    expect(details.content.firstName).toBe('CASEY');
    expect(details.content.bsseAccountDetails[0]?.serviceType).toBe('wireless');
    const v2 = (await (
      await call('POST', ENDPOINTS.devicesV2, 'bsse-wireless', { wirelessAccNums: ['nope'] })
    ).json()) as { content: { devices: unknown[] } };
    expect(v2.content.devices).toEqual([]);
    expect((await call('POST', ENDPOINTS.devicesV2, 'bsse-wireless', {})).status).toBe(400);
  });

  it.each([
    ['devices-fail', ENDPOINTS.devicesV1, {}, 500],
    ['devices-fail', ENDPOINTS.devicesV2, { wirelessAccNums: ['287000111'] }, 500],
    ['account-fails', ENDPOINTS.accountDetails, {}, 500],
    ['consumer', ENDPOINTS.devicesV1, {}, 200],
  ])('%s: POST %s answers %i', async (persona, path, body, status) => {
    expect((await call('POST', path, persona, body)).status).toBe(status);
  });

  it('account-fails: infocus still says Authenticated', async () => {
    const answer = (await (await call('GET', ENDPOINTS.infocus, 'account-fails')).json()) as {
      content: { customerState: string };
    };
    expect(answer.content.customerState).toBe('Authenticated');
  });

  it('no-device: signed in, an empty device list', async () => {
    const devices = (await (await call('POST', ENDPOINTS.devicesV1, 'no-device', {})).json()) as {
      content: { devices: unknown[] };
    };
    expect(devices.content.devices).toEqual([]);
  });

  it('smb-internet-flag: an active account that is Internet Air by isInternetServicePresent only', async () => {
    const details = (await (
      await call('POST', ENDPOINTS.accountDetails, 'smb-internet-flag', {})
    ).json()) as {
      content: { bsseAccountDetails: Record<string, unknown>[] };
    };
    expect(details.content.bsseAccountDetails).toEqual([
      expect.objectContaining({
        accountStatus: 'active',
        serviceType: 'FWA',
        isInternetServicePresent: 'TRUE',
      }),
    ]);
  });

  it.each([
    ['recognised', 200, true],
    ['recognised-no-device', 200, false],
    ['recognised-number-given', 200, false],
    ['consent-fails', 500, undefined],
  ])('consent for %s: %i, valid device %s', async (persona, status, valid) => {
    const response = await call('GET', `${ENDPOINTS.consent}?serviceName=wireless`, persona);
    expect(response.status).toBe(status);
    if (status === 200) {
      const body = (await response.json()) as { authDeviceSupportResponse: { ctnvalid: boolean } };
      expect(body.authDeviceSupportResponse.ctnvalid).toBe(valid);
    }
  });

  it('set-focus: a 10-digit number is recognised from then on; anything else is 400', async () => {
    expect(
      (await call('POST', ENDPOINTS.consentSetFocus, 'recognised-no-device', { ctn: '555' }))
        .status,
    ).toBe(400);
    const ok = await call('POST', ENDPOINTS.consentSetFocus, 'recognised-no-device', {
      ctn: '2145550199',
    });
    expect(ok.status).toBe(200);
    const focus = ok.headers.getSetCookie().find((line) => line.startsWith('SANDBOX_FOCUS='));
    expect(focus).toContain('2145550199');
    const after = (await (
      await call(
        'GET',
        ENDPOINTS.consent,
        'recognised-no-device',
        undefined,
        '; SANDBOX_FOCUS=2145550199',
      )
    ).json()) as { authDeviceSupportResponse: { ctnvalid: boolean } };
    expect(after.authDeviceSupportResponse.ctnvalid).toBe(true);
  });

  it.each([
    ['recognised-number-given', '4820197', '', true],
    ['recognised-number-given', '4820193', '', false],
    ['recognised-no-device', '4820194', '', false],
    ['recognised-no-device', '4820194', '; SANDBOX_FOCUS=2145550199', true],
    ['consumer', '1029384756', '', false],
    [undefined, '4820197', '', false],
  ])('consent-provided for %s, id %s%s: %s', async (persona, id, extra, given) => {
    const response = await call('GET', ENDPOINTS.consentProvided(id), persona, undefined, extra);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: { id, consentProvided: given } });
  });

  it('consent-provided: an id that is not 1 to 10 digits is not a route', async () => {
    expect((await call('GET', ENDPOINTS.consentProvided('12345678901'))).status).toBe(404);
  });

  it.each([
    ['two-factor', 309],
    ['consumer', 200],
    [undefined, 200],
  ])('auth status for %s: %i', async (persona, status) => {
    expect((await call('GET', ENDPOINTS.twoFactorStatus, persona)).status).toBe(status);
  });

  it.each([
    ['', 400],
    ['?mechanismId=idp-support-wireless-2fa', 400],
    ['?mechanismId=idp-support-wireless-2fa-test', 200],
  ])('the two-factor page%s: %i (a test host names the test mechanism)', async (query, status) => {
    expect((await fetch(`${sandbox.url}/acctmgmt/2fa${query}`)).status).toBe(status);
  });

  it('the sign-in POST sets the persona cookies and leaves for a same-origin final_url only', async () => {
    const post = (finalUrl: string) =>
      fetch(`${sandbox.url}/acctmgmt/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ persona: 'consumer', final_url: finalUrl }).toString(),
      });
    const response = await post('/smallbusiness/wireless');
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith('SANDBOX_PERSONA=consumer')),
    ).toBe(true);
    expect(await response.text()).toContain('location.replace("/smallbusiness/wireless")');
    expect(await (await post('https://evil.example/')).text()).toContain(
      'location.replace("/wireless")',
    );
  });

  it('the site relays the account pages with their cookies, private', async () => {
    const response = await proxyRequest(
      new Request('http://site.test/acctmgmt/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'persona=recognised&final_url=/wireless',
      }),
      {
        upstream: sandbox.url,
        upstreamName: 'account',
        withCredentials: true,
        anonymousBodies: true,
      },
    );
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE.uuid}=4820193`)),
    ).toBe(true);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('service health and check-lite, answered by persona', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  const get = async (path: string, persona?: string) =>
    fetch(`${sandbox.url}${path}`, {
      headers: {
        'x-client-id': CLIENT_ID,
        ...(persona ? { cookie: `SANDBOX_PERSONA=${persona}` } : {}),
      },
    });

  it.each([
    ['consumer', '287000111', 200, 0],
    ['area-outage', '287000222', 200, 1],
  ])('check-lite for %s on %s: %i, status %i', async (persona, account, code, status) => {
    const response = await get(`${ENDPOINTS.checkLiteWireless}?accountNumber=${account}`, persona);
    expect(response.status).toBe(code);
    expect(((await response.json()) as { content: { status: number } }).content.status).toBe(
      status,
    );
  });

  it.each([
    ['an account that is not the visitor’s', '?accountNumber=287000222', 'consumer', 404],
    ['no account number', '', 'consumer', 400],
    [
      'an anonymous visitor (the gateway: sign in first)',
      '?accountNumber=287000111',
      undefined,
      401,
    ],
  ])('check-lite for %s: %i', async (_name, query, persona, code) => {
    expect((await get(`${ENDPOINTS.checkLiteWireless}${query}`, persona)).status).toBe(code);
  });

  it('service health: the device’s checks, the network check reporting the area’s issue', async () => {
    const body = (await (
      await get(`${ENDPOINTS.serviceHealth}?ctn=2145550177`, 'area-outage')
    ).json()) as { content: { deviceName: string; checks: { name: string; status: string }[] } };
    expect(body.content.deviceName).toBe('Google Pixel 9');
    expect(body.content.checks.map((c) => `${c.name}:${c.status}`)).toEqual([
      'Network:issue',
      'Line:ok',
      'Device:ok',
    ]);
  });

  it('service health in Spanish for locale=es-US', async () => {
    const body = (await (
      await get(`${ENDPOINTS.serviceHealth}?ctn=2145550177&locale=es-US`, 'area-outage')
    ).json()) as { content: { checks: { name: string; message: string }[] } };
    expect(body.content.checks.map((c) => c.name)).toEqual(['Red', 'Línea', 'Dispositivo']);
    expect(body.content.checks[0]?.message).toBe(
      'Un problema del servicio está afectando su zona.',
    );
  });

  it('service health for nobody: no checks', async () => {
    const body = (await (await get(ENDPOINTS.serviceHealth)).json()) as {
      content: { checks: unknown[] };
    };
    expect(body.content.checks).toEqual([]);
  });
});
