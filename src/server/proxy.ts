/**
 * Same-origin pass-through for the browser's API calls (/msapi/…, /kmservices/…, /idpcms/…):
 * the site's server relays them to the configured upstream, so islands never call another origin.
 */
import { REQUEST_TIMEOUT_MS } from '../feeds/http.ts';
import { log } from '../node/log.ts';
import { PRIVATE_NO_STORE } from './cache-policy.ts';
import { declaresTooLarge, limitBody, RELAY_BODY_LIMIT, tooLarge } from './http/bounded-body.ts';

/** Request headers relayed upstream; everything else (hop-by-hop, host) stays behind. */
const RELAYED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'cookie',
  'x-client-id',
  'x-identity-context-loggedinid',
  'x-identity-context-logintype',
  'x-identity-context-uuid',
  // The front door's request id, so an upstream's log lines can be matched with ours.
  'x-request-id',
];

/** Response headers relayed back to the browser. */
const RELAYED_RESPONSE_HEADERS = ['content-type', 'set-cookie', 'ixp-exp-flags', 'location'];

export interface ProxyOptions {
  upstream: string | undefined;
  upstreamName: string;
  /** Public, non-personal content (video metadata) may be cached briefly; the rest never. */
  publicMaxAge?: number;
  /** Public content carries no visitor credentials upstream. */
  withCredentials: boolean;
  /**
   * A credentialed relay refuses a body that comes without credentials, unless it serves the
   * sign-in pages, whose forms are how a visitor gets credentials.
   */
  anonymousBodies?: boolean;
  /**
   * `user:password` of the site's own Basic authorization at the upstream (UPSTREAM_BASIC_AUTH),
   * sent when the browser sent no authorization: the secret stays on the server, never in a page.
   */
  basicAuth?: string | undefined;
  fetchImpl?: typeof fetch;
}

/** The visitor's credentials the relayed calls act on: a cookie, a bearer, an identity context. */
function carriesCredentials(request: Request): boolean {
  return (
    request.headers.has('cookie') ||
    request.headers.has('authorization') ||
    [...request.headers.keys()].some((name) => name.startsWith('x-identity-context-'))
  );
}

export async function proxyRequest(request: Request, options: ProxyOptions): Promise<Response> {
  if (!options.upstream) {
    log.error('proxy', `${options.upstreamName} upstream is not configured`);
    return jsonError(502, 'Upstream not configured');
  }
  const incoming = new URL(request.url);
  const target = new URL(`${options.upstream}${incoming.pathname}${incoming.search}`);
  const headers = new Headers();
  for (const name of RELAYED_REQUEST_HEADERS) {
    if (
      !options.withCredentials &&
      (name === 'cookie' || name === 'authorization' || name.startsWith('x-identity'))
    )
      continue;
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.basicAuth && !headers.has('authorization')) {
    headers.set('authorization', `Basic ${Buffer.from(options.basicAuth).toString('base64')}`);
  }
  let body: ReturnType<typeof limitBody> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Every call that sends a body acts on a visitor's account: without credentials there is
    // nothing to relay, and the body is never read.
    if (options.withCredentials && !options.anonymousBodies && !carriesCredentials(request)) {
      return jsonError(401, 'Sign-in required');
    }
    if (declaresTooLarge(request, RELAY_BODY_LIMIT)) return tooLarge(RELAY_BODY_LIMIT);
    // Streamed through, never held: past the limit the stream errors and the call is refused.
    if (request.body) body = limitBody(request.body, RELAY_BODY_LIMIT);
  }
  try {
    const upstream = await (options.fetchImpl ?? fetch)(target, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body ? { body: body.stream, duplex: 'half' } : {}),
    });
    const out = new Headers();
    for (const name of RELAYED_RESPONSE_HEADERS) {
      if (name === 'set-cookie') {
        for (const cookie of upstream.headers.getSetCookie()) out.append('set-cookie', cookie);
        continue;
      }
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    const personal = options.withCredentials || out.has('set-cookie');
    out.set(
      'cache-control',
      personal || !options.publicMaxAge
        ? PRIVATE_NO_STORE
        : `public, max-age=${options.publicMaxAge}`,
    );
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (error) {
    if (body?.exceeded()) return tooLarge(RELAY_BODY_LIMIT);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    log.error(
      'proxy',
      `${options.upstreamName} ${target.pathname}: ${timedOut ? 'timed out' : String(error)}`,
    );
    return jsonError(
      timedOut ? 504 : 502,
      timedOut ? 'Upstream timed out' : 'Upstream unavailable',
    );
  }
}

function jsonError(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_NO_STORE },
  });
}
