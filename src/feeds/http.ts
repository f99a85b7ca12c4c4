/**
 * The server's one way to call an upstream: JSON headers, credential forwarding, time-outs and
 * the specification's status rules. Feed clients build on `fetchJson`; nothing else calls fetch.
 */
import {
  AuthRedirectError,
  BadResponseError,
  MalformedBodyError,
  TimeoutError,
  UpstreamStatusError,
} from './errors.ts';
import { CLIENT_ID, CLIENT_ID_HEADER } from '../domain/personalisation/client-id.ts';

/** Content-management feeds give up after 5 s; every other call after 20 s. */
export const FEED_TIMEOUT_MS = 5000;
export const REQUEST_TIMEOUT_MS = 20_000;

/** Identity-context headers forwarded from the visitor's request to the upstream. */
export const IDENTITY_HEADERS = [
  'x-identity-context-loggedinid',
  'x-identity-context-logintype',
  'x-identity-context-uuid',
] as const;

/** Request headers that carry a visitor's credentials; their presence makes a response private. */
export const CREDENTIAL_HEADERS = ['authorization', ...IDENTITY_HEADERS] as const;

export type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface UpstreamCall {
  url: string | URL;
  method?: 'GET' | 'POST';
  /** JSON body; its presence sets the JSON content type. */
  body?: unknown;
  timeoutMs?: number;
  /** Content feeds throw 'Bad response from server' for any status of 400 or above. */
  contentFeed?: boolean;
  /** Headers forwarded from the visitor's request (see `forwardedHeaders`). */
  forward?: Record<string, string>;
  /** Basic authorization for the upstream itself, used when the visitor forwards none. */
  basicAuth?: string;
  /** Whether a 401 or 309 is about the visitor (it forwarded credentials) and must redirect. */
  visitorCredentials?: boolean;
  fetchImpl?: Fetch;
}

/** The headers of the visitor's request that are forwarded upstream (lower-case names). */
export function forwardedHeaders(headers: Headers): Record<string, string> {
  const forward: Record<string, string> = {};
  for (const name of [...CREDENTIAL_HEADERS, CLIENT_ID_HEADER]) {
    const value = headers.get(name);
    if (value) forward[name] = value;
  }
  return forward;
}

export function buildUpstreamHeaders(
  call: Pick<UpstreamCall, 'body' | 'forward' | 'basicAuth'>,
): Headers {
  const headers = new Headers({ accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID });
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(call.forward ?? {})) headers.set(name, value);
  if (!headers.has('authorization') && call.basicAuth) {
    headers.set('authorization', `Basic ${Buffer.from(call.basicAuth).toString('base64')}`);
  }
  return headers;
}

/**
 * Calls an upstream and returns its parsed JSON body (undefined for an empty body).
 * Throws TimeoutError, AuthRedirectError, BadResponseError, UpstreamStatusError or MalformedBodyError.
 */
export async function fetchJson(call: UpstreamCall): Promise<unknown> {
  const timeoutMs = call.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const url = String(call.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
  try {
    const response = await (call.fetchImpl ?? fetch)(url, {
      method: call.method ?? 'GET',
      headers: buildUpstreamHeaders(call),
      redirect: 'manual',
      signal: controller.signal,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    checkStatus(response.status, url, call);
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MalformedBodyError(url);
    }
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutError) {
      throw controller.signal.reason;
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function checkStatus(status: number, url: string, call: UpstreamCall): void {
  if ((status === 401 || status === 309) && call.visitorCredentials)
    throw new AuthRedirectError(status);
  if (call.contentFeed && status >= 400) throw new BadResponseError(status);
  if (status < 200 || status >= 300) throw new UpstreamStatusError(status, url);
}
