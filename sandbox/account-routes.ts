/**
 * The account, device, consent, two-factor and login-analytics calls of the personalisation
 * layer, answered for the persona whose cookie the site relayed. The gateway's rules (client id,
 * 401 for the account calls without a signed-in visitor) are applied before these run
 * (gateway.ts); the calls open to everybody answer an anonymous visitor as such.
 */
import { ENDPOINTS } from '../src/domain/personalisation/endpoints.ts';
import { json, type Route, type SandboxRequest, type SandboxResponse } from './http-kit.ts';
import {
  FOCUS_COOKIE,
  personaInCookies,
  requestCookies,
  setCookieHeaders,
  type Persona,
} from './personas.ts';

/** The A/B experiments the sandbox says an infocus answer belongs to. */
export const EXPERIMENT_FLAGS = 'support-welcome-a, support-fmw-b';

/** Set once the visitor confirmed it's them on the two-factor page. */
export const SECOND_FACTOR_COOKIE = 'SANDBOX_2FA';

function visitor(req: SandboxRequest): {
  persona: Persona | undefined;
  cookies: Record<string, string>;
} {
  const cookies = requestCookies(req.headers['cookie']);
  return { persona: personaInCookies(cookies), cookies };
}

const signedIn = (persona: Persona | undefined): persona is Persona =>
  persona?.kind === 'signed-in';

function accountDetails(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  if (!signedIn(persona)) return json({ content: { customerState: 'Unauthenticated' } });
  if (persona.accountFails) return json({ error: 'account service unavailable' }, 500);
  const bsse = persona.bsse ?? [];
  return json({
    content: {
      customerState: 'Authenticated',
      authenticatedID: persona.uuid,
      firstName: persona.firstName,
      lastName: persona.lastName,
      isSmallBusinessAccountsPresent: bsse.some((account) => account.isSMBCustomer),
      isConsumerAccountsPresent: (persona.wireless ?? []).length > 0,
      wirelessAccountDetails: persona.wireless ?? [],
      uverseAccountDetails: [],
      bsseAccountDetails: bsse,
    },
  });
}

function devices(req: SandboxRequest, onAccounts?: string[]): SandboxResponse {
  const { persona } = visitor(req);
  if (persona?.devicesFail) return json({ error: 'device service unavailable' }, 500);
  const list = persona?.devices ?? [];
  return json({
    content: {
      devices: onAccounts
        ? list.filter((device) => onAccounts.includes(device.accountNumber))
        : list,
    },
  });
}

function devicesV2(req: SandboxRequest): SandboxResponse {
  const numbers = (req.body as { wirelessAccNums?: unknown } | undefined)?.wirelessAccNums;
  if (!Array.isArray(numbers) || !numbers.every((n) => typeof n === 'string'))
    return json({ error: 'wirelessAccNums must be a list of account numbers' }, 400);
  return devices(req, numbers);
}

function wirelessContent(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  return json({
    'cms-feed': {
      components: {
        default: {
          recognizedState: { content: { cards: [{ content: { hasWireless: 'True' } }] } },
          unAuth: {
            content: { recognisedStateKillSwitch: persona?.killSwitch ? 'true' : 'false' },
          },
        },
      },
    },
  });
}

function consentBody(allowed: boolean, valid: boolean, lastFour: string) {
  return {
    content: { consentRSAllow: allowed, auth: false },
    authDeviceSupportResponse: { ctnvalid: valid },
    accountnumbers: [
      {
        subscribers: [
          {
            subscriberNumberLastFour: lastFour,
            supportdeviceDetailsInfo: {
              deviceMake: 'Google',
              deviceModel: 'Pixel 9',
              deviceOS: 'Android',
              deviceClassifications: { deviceType: 'Smartphone' },
            },
          },
        ],
      },
    ],
  };
}

function consent(req: SandboxRequest): SandboxResponse {
  const { persona, cookies } = visitor(req);
  if (!persona || persona.kind !== 'recognised') return json(consentBody(false, false, ''));
  if (persona.consent === 'fails') return json({ error: 'consent service unavailable' }, 500);
  const focused = cookies[FOCUS_COOKIE];
  if (persona.consent === 'ask-number' && !focused) return json(consentBody(true, false, ''));
  return json(consentBody(true, true, focused ? focused.slice(-4) : '4821'));
}

function setFocus(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  const ctn = (req.body as { ctn?: unknown } | undefined)?.ctn;
  if (typeof ctn !== 'string' || !/^\d{10}$/.test(ctn))
    return json({ error: 'ctn must be a 10-digit wireless number' }, 400);
  if (!persona || persona.kind !== 'recognised') return json(consentBody(false, false, ''));
  return {
    status: 200,
    body: consentBody(true, true, ctn.slice(-4)),
    headers: { 'set-cookie': setCookieHeaders({ [FOCUS_COOKIE]: ctn }) },
  };
}

/**
 * Consent-provided: yes for a recognised persona's own UUID when that visitor gave their number on
 * an earlier visit (the persona says so) or in this browser (a set-focus); otherwise no.
 */
function consentProvided(req: SandboxRequest, params: Record<string, string>): SandboxResponse {
  const { persona, cookies } = visitor(req);
  const id = params['id'];
  const given =
    persona?.kind === 'recognised' &&
    persona.uuid === id &&
    (persona.numberGivenBefore === true || Boolean(cookies[FOCUS_COOKIE]));
  return json({ content: { id, consentProvided: given } });
}

function twoFactorStatus(req: SandboxRequest): SandboxResponse {
  const { persona, cookies } = visitor(req);
  if (persona?.twoFactor && !cookies[SECOND_FACTOR_COOKIE])
    return json({ status: 'second factor required (309)' }, 309);
  return json({ status: 'ok' });
}

function userServices(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  if (!signedIn(persona)) return json({ content: { reportingAccounts: [] } });
  const accounts = [...(persona.wireless ?? []), ...(persona.bsse ?? [])].map((account) => ({
    type: account.serviceType,
    accountNumber: account.accountNumber,
    isSMB: Boolean(account.isSMBCustomer),
  }));
  return json({ content: { reportingAccounts: accounts } });
}

function loginAnalytics(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  if (!signedIn(persona)) return json({});
  return json({
    userid: persona.uuid,
    client_id: 'support-wireless-ui',
    trid: `tr-${persona.uuid}`,
    flowcode: 'LOGIN',
  });
}

/** The service-health checks' texts in the languages the service answers (`locale=es-US`). */
export const ENGLISH_HEALTH = {
  network: 'Network',
  networkIssue: 'A service issue is affecting your area.',
  networkOk: 'No issues reported near you.',
  line: 'Line',
  lineOk: 'Active, calls and data are on.',
  device: 'Device',
  deviceOk: 'Registered on the network.',
};
const HEALTH_TEXTS: Record<string, typeof ENGLISH_HEALTH> = {
  'en-US': ENGLISH_HEALTH,
  'es-US': {
    network: 'Red',
    networkIssue: 'Un problema del servicio está afectando su zona.',
    networkOk: 'No se reportan problemas cerca de usted.',
    line: 'Línea',
    lineOk: 'Activa: las llamadas y los datos funcionan.',
    device: 'Dispositivo',
    deviceOk: 'Registrado en la red.',
  },
};

/**
 * The device's service health: the checks the Fix my Wireless panel lists. A persona whose area
 * has an outage sees it in the network check; a recognised visitor's device is the one consent
 * found; nobody known, no checks (the panel then counts as not loaded).
 * The checks are in the language the call names (`locale=es-US`), English otherwise.
 */
function serviceHealth(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  if (!persona) return json({ content: { checks: [] } });
  const ctn = req.url.searchParams.get('ctn') ?? undefined;
  const device = persona.devices?.find((entry) => entry.ctn === ctn) ?? persona.devices?.[0];
  const texts = HEALTH_TEXTS[req.url.searchParams.get('locale') ?? ''] ?? ENGLISH_HEALTH;
  const network = persona.areaOutage
    ? { name: texts.network, status: 'issue', message: texts.networkIssue }
    : { name: texts.network, status: 'ok', message: texts.networkOk };
  return json({
    content: {
      ctn: device?.ctn ?? ctn,
      deviceName: device?.name ?? 'Google Pixel 9',
      imageUrl: device?.imageUrl ?? '/images/support/icon-device.svg',
      checks: [
        network,
        { name: texts.line, status: 'ok', message: texts.lineOk },
        { name: texts.device, status: 'ok', message: texts.deviceOk },
      ],
    },
  });
}

/** Check-lite: status 1 for an account of a persona whose area has an outage, else 0. */
function checkLite(req: SandboxRequest): SandboxResponse {
  const { persona } = visitor(req);
  const accountNumber = req.url.searchParams.get('accountNumber');
  if (!accountNumber || !/^\d{1,12}$/.test(accountNumber))
    return json({ error: 'accountNumber is required' }, 400);
  const accounts = signedIn(persona)
    ? [...(persona.wireless ?? []), ...(persona.bsse ?? [])].map((a) => a.accountNumber)
    : [];
  if (!accounts.includes(accountNumber)) return json({ error: 'account not found' }, 404);
  return json({ content: { accountNumber, status: persona?.areaOutage ? 1 : 0 } });
}

const exact = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: exact(ENDPOINTS.infocus),
    handle: (req) => {
      const { persona } = visitor(req);
      return {
        status: 200,
        body: {
          content: { customerState: signedIn(persona) ? 'Authenticated' : 'Unauthenticated' },
        },
        // The experiments this answer took part in, which the page reports as impressions.
        headers: { 'ixp-exp-flags': EXPERIMENT_FLAGS },
      };
    },
  },
  { method: 'POST', pattern: exact(ENDPOINTS.accountDetails), handle: accountDetails },
  { method: 'GET', pattern: exact(ENDPOINTS.profileDetails), handle: accountDetails },
  { method: 'POST', pattern: exact(ENDPOINTS.devicesV1), handle: (req) => devices(req) },
  { method: 'POST', pattern: exact(ENDPOINTS.devicesV2), handle: devicesV2 },
  { method: 'GET', pattern: exact(ENDPOINTS.wirelessContent), handle: wirelessContent },
  { method: 'GET', pattern: exact(ENDPOINTS.consent), handle: consent },
  { method: 'POST', pattern: exact(ENDPOINTS.consentSetFocus), handle: setFocus },
  {
    method: 'GET',
    pattern: new RegExp(`^${ENDPOINTS.consentProvided('')}(?<id>\\d{1,10})$`),
    handle: consentProvided,
  },
  { method: 'GET', pattern: exact(ENDPOINTS.twoFactorStatus), handle: twoFactorStatus },
  { method: 'GET', pattern: exact(ENDPOINTS.userServices), handle: userServices },
  { method: 'GET', pattern: exact(ENDPOINTS.serviceHealth), handle: serviceHealth },
  { method: 'GET', pattern: exact(ENDPOINTS.checkLiteWireless), handle: checkLite },
  { method: 'GET', pattern: exact(ENDPOINTS.loginAnalytics.production), handle: loginAnalytics },
  { method: 'GET', pattern: exact(ENDPOINTS.loginAnalytics.staging), handle: loginAnalytics },
];
