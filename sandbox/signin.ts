/**
 * The carrier's sign-in pages as the sandbox stands them in, reached on the site's own origin
 * (/acctmgmt/… is relayed): a page listing the visitor personas (the "visitor state" switcher a
 * person uses to try each state), the sign-in POST that sets a persona's cookies and goes back
 * to final_url, and the two-factor page. They exist only in the sandbox, never in the product.
 */
import {
  MECHANISM_PARAM,
  TWO_FACTOR_MECHANISMS,
} from '../src/domain/personalisation/two-factor-rules.ts';
import { SECOND_FACTOR_COOKIE } from './account-routes.ts';
import type { Route, SandboxRequest, SandboxResponse } from './http-kit.ts';
import {
  PERSONAS,
  personaById,
  personaCookies,
  personaStorage,
  setCookieHeaders,
} from './personas.ts';

const DEFAULT_RETURN = '/wireless';

/** Only a path on this site: one leading '/', no '//' or backslash, no scheme. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return DEFAULT_RETURN;
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (value.startsWith('//') || value.includes('\\') || control) return DEFAULT_RETURN;
  try {
    const url = new URL(value, 'http://same.origin');
    return url.origin === 'http://same.origin'
      ? `${url.pathname}${url.search}${url.hash}`
      : DEFAULT_RETURN;
  } catch {
    return DEFAULT_RETURN;
  }
}

/** final_url may also arrive as an absolute address on the site: keep only its path. */
function returnPathFrom(raw: string | null | undefined, host: string | undefined): string {
  if (raw && /^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      return url.host === host ? safeReturnPath(`${url.pathname}${url.search}`) : DEFAULT_RETURN;
    } catch {
      return DEFAULT_RETURN;
    }
  }
  return safeReturnPath(raw);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string): SandboxResponse => ({
  status: 200,
  text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1d2329}button{font:inherit;min-height:44px;padding:.5rem 1rem;margin:.25rem 0;border:1px solid #0057b8;border-radius:999px;background:#fff;color:#0057b8;cursor:pointer;text-align:left}li{margin:.5rem 0;list-style:none}ul{padding:0}p.note{color:#5a5f66}</style></head><body><main>${body}</main></body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
});

function signInPage(req: SandboxRequest): SandboxResponse {
  const back = returnPathFrom(
    req.url.searchParams.get('final_url'),
    String(req.headers['host'] ?? ''),
  );
  const choices = PERSONAS.map(
    (persona) =>
      `<li><button type="submit" name="persona" value="${escapeHtml(persona.id)}">${escapeHtml(persona.label)}</button><br><span>${escapeHtml(persona.description)}</span></li>`,
  ).join('');
  return page(
    'Sign in (sandbox)',
    `<h1>Sign in</h1><p class="note">Sandbox: choose who you are. You return to ${escapeHtml(back)}.</p>
<form method="post" action="/acctmgmt/signin"><input type="hidden" name="final_url" value="${escapeHtml(back)}">
<ul>${choices}</ul>
<p><button type="submit" name="persona" value="">Sign out (continue as anonymous)</button></p></form>`,
  );
}

/** The form body: persona and final_url, urlencoded. */
function formFields(body: unknown): URLSearchParams {
  return new URLSearchParams(typeof body === 'string' ? body : '');
}

function signIn(req: SandboxRequest): SandboxResponse {
  const fields = formFields(req.body);
  const id = fields.get('persona') ?? '';
  const persona = personaById(id);
  if (id !== '' && !persona)
    return {
      status: 400,
      text: `unknown persona ${id}`,
      headers: { 'content-type': 'text/plain' },
    };
  const back = returnPathFrom(fields.get('final_url'), String(req.headers['host'] ?? ''));
  const storage = personaStorage(persona);
  // Local storage is what the device selector would have written; a script page sets it, then leaves.
  const script = Object.entries(storage)
    .map(([key, value]) =>
      value === null
        ? `localStorage.removeItem(${JSON.stringify(key)});`
        : `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
    )
    .join('');
  const target = JSON.stringify(back).replace(/</g, '\\u003c');
  const response = page(
    persona ? `Signed in as ${persona.label}` : 'Signed out',
    `<p>${persona ? `Signed in as ${escapeHtml(persona.label)}.` : 'Signed out.'} <a href="${escapeHtml(back)}">Continue</a></p><script>${script.replace(/</g, '\\u003c')}location.replace(${target});</script>`,
  );
  return {
    ...response,
    headers: {
      ...response.headers,
      'set-cookie': setCookieHeaders({
        ...personaCookies(persona, Date.now()),
        [SECOND_FACTOR_COOKIE]: '',
      }),
    },
  };
}

function twoFactorPage(req: SandboxRequest): SandboxResponse {
  // The identity service knows a test host by its mechanism, as it would a production one.
  const mechanism = req.url.searchParams.get(MECHANISM_PARAM);
  if (mechanism !== TWO_FACTOR_MECHANISMS.test) {
    return {
      ...page(
        'Unknown sign-in mechanism (sandbox)',
        `<h1>Unknown sign-in mechanism</h1><p>This step-up needs ${MECHANISM_PARAM}=${TWO_FACTOR_MECHANISMS.test}.</p>`,
      ),
      status: 400,
    };
  }
  const back = returnPathFrom(
    req.url.searchParams.get('final_url'),
    String(req.headers['host'] ?? ''),
  );
  return page(
    "Confirm it's you (sandbox)",
    `<h1>Confirm it's you</h1><p>We sent a code to your phone (sandbox: no code needed).</p>
<form method="post" action="/acctmgmt/2fa"><input type="hidden" name="final_url" value="${escapeHtml(back)}"><button type="submit">Confirm</button></form>`,
  );
}

function confirmSecondFactor(req: SandboxRequest): SandboxResponse {
  const back = returnPathFrom(
    formFields(req.body).get('final_url'),
    String(req.headers['host'] ?? ''),
  );
  return {
    status: 303,
    headers: { location: back, 'set-cookie': setCookieHeaders({ [SECOND_FACTOR_COOKIE]: 'done' }) },
  };
}

export const signInRoutes: Route[] = [
  { method: 'GET', pattern: /^\/acctmgmt\/(?:signin|login)$/, handle: signInPage },
  { method: 'POST', pattern: /^\/acctmgmt\/signin$/, handle: signIn },
  { method: 'GET', pattern: /^\/acctmgmt\/2fa$/, handle: twoFactorPage },
  { method: 'POST', pattern: /^\/acctmgmt\/2fa$/, handle: confirmSecondFactor },
];
