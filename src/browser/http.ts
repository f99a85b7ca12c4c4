/**
 * The browser's one way to call the site's APIs (the counterpart of the server's
 * src/feeds/http.ts): JSON in and out with the visitor's cookies and the UI's client id, an abort signal, the 20 000 ms
 * request time-out, a cache by URL plus options, A/B impressions from the `Ixp-Exp-Flags`
 * header, the 401/309 rules, an optional schema for the body, and failures returned as a typed
 * result instead of thrown. Islands never call `fetch` themselves.
 */
import { LOGIN_PATH, SIGN_IN_PATH } from '../domain/personalisation/endpoints.ts';
import { CLIENT_ID, CLIENT_ID_HEADER } from '../domain/personalisation/client-id.ts';
import { log } from '../domain/log.ts';

/** Every browser call gives up after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const TIMEOUT_ERROR_ID = 'TIMEOUT_ERROR';
export const TIMEOUT_ERROR_CODE = 999;

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface TimeoutFailure {
  kind: 'timeout';
  id: typeof TIMEOUT_ERROR_ID;
  code: typeof TIMEOUT_ERROR_CODE;
  message: string;
  timeoutMs: number;
}
/** The caller's own signal aborted the call (the component unmounted, a newer search began). */
export interface AbortedFailure {
  kind: 'aborted';
}
/** No response at all: offline, DNS, CORS, a reset connection. */
export interface NetworkFailure {
  kind: 'network';
  cause: unknown;
}
export interface StatusFailure {
  kind: 'status';
  status: number;
}
/** The response was OK but its body was not JSON, or not the shape the schema expects. */
export interface MalformedFailure {
  kind: 'malformed';
  issues?: unknown;
}
/** A 401 or 309 sent the browser to the login or sign-in page; there is no data. */
export interface RedirectedFailure {
  kind: 'redirected';
  to: string;
}

export type HttpFailure =
  | TimeoutFailure
  | AbortedFailure
  | NetworkFailure
  | StatusFailure
  | MalformedFailure
  | RedirectedFailure;

export type HttpResult<T> = { ok: true; data: T } | { ok: false; failure: HttpFailure };

/** Anything with zod's `safeParse` shape; the HTTP layer does not depend on a schema library. */
export interface BodySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface Navigator {
  replace(url: string): void;
  assign(url: string): void;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST';
  /** Query parameters appended to the path. */
  params?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: Fetch;
  /** Checks (and types) the body; a body that fails it is a malformed failure. */
  schema?: BodySchema<T>;
  /**
   * Share identical calls and their successful answers for the page's lifetime. On by default
   * for GET, off for POST.
   */
  cache?: boolean;
  /** 401 → the login page and 309 → sign-in (default on); off for calls that read the status. */
  authRedirects?: boolean;
  /** Where the 401/309 rules send the browser (window.location by default). */
  navigator?: Navigator;
}

export function timeoutFailure(timeoutMs: number): TimeoutFailure {
  return {
    kind: 'timeout',
    id: TIMEOUT_ERROR_ID,
    code: TIMEOUT_ERROR_CODE,
    message: `Request timed out after ${timeoutMs} milliseconds`,
    timeoutMs,
  };
}

/** Adds the query parameters to a path (or URL), keeping any it already has. */
export function withParams(path: string, params: Record<string, string> | undefined): string {
  if (!params || Object.keys(params).length === 0) return path;
  const query = new URLSearchParams(params).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function statusFailure(status: number): StatusFailure | undefined {
  return status >= 200 && status < 300 ? undefined : { kind: 'status', status };
}

/**
 * The sign-in address a 309 sends the browser to: back to the referring page when it is on
 * this site, else to the current page (never to another site after signing in).
 */
export function signInRedirectUrl(referrer: string, current: string): string {
  let back = current;
  try {
    if (referrer && new URL(referrer).origin === new URL(current).origin) back = referrer;
  } catch {
    // An unreadable referrer: come back here.
  }
  return `${SIGN_IN_PATH}?final_url=${encodeURIComponent(back)}`;
}

/** The experiment ids in an `Ixp-Exp-Flags` header: comma-separated, whitespace stripped. */
export function parseExperimentFlags(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((flag) => flag.replace(/\s+/g, ''))
    .filter(Boolean);
}

type ExperimentListener = (flags: string[], path: string) => void;
const experimentListeners = new Set<ExperimentListener>();

/** Hears every response's experiment flags (analytics reports them as impressions). */
export function onExperimentFlags(listener: ExperimentListener): () => void {
  experimentListeners.add(listener);
  return () => experimentListeners.delete(listener);
}

const responseCache = new Map<string, Promise<HttpResult<unknown>>>();

/** Forgets every cached answer (tests; a sign-out would too). */
export function clearRequestCache(): void {
  responseCache.clear();
}

function cacheKey(path: string, options: RequestOptions<unknown>): string {
  return JSON.stringify([
    options.method ?? 'GET',
    withParams(path, options.params),
    options.body ?? null,
    options.timeoutMs ?? null,
    options.authRedirects ?? true,
  ]);
}

/**
 * Calls the API and returns its parsed JSON body (undefined for an empty body) or the failure.
 * Identical cached calls share one answer. Never throws.
 */
export function requestJson<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<HttpResult<T>> {
  const cached = options.cache ?? (options.method ?? 'GET') === 'GET';
  if (!cached || options.signal) return send(path, options);
  const key = cacheKey(path, options as RequestOptions<unknown>);
  const hit = responseCache.get(key);
  if (hit) return hit as Promise<HttpResult<T>>;
  const pending = send(path, options);
  responseCache.set(key, pending as Promise<HttpResult<unknown>>);
  // Failures are not kept: the next call tries again.
  void pending.then((result) => {
    if (!result.ok) responseCache.delete(key);
  });
  return pending;
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<HttpResult<T>> {
  if (options.signal?.aborted) return { ok: false, failure: { kind: 'aborted' } };
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const fail = (failure: HttpFailure): HttpResult<T> => ({ ok: false, failure });
  const interrupted = (): HttpResult<T> | undefined => {
    if (timedOut) return fail(timeoutFailure(timeoutMs));
    if (controller.signal.aborted) return fail({ kind: 'aborted' });
    return undefined;
  };

  try {
    // The gateway refuses a call without the UI's client id; the relay passes it on.
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      [CLIENT_ID_HEADER]: CLIENT_ID,
    };
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(withParams(path, options.params), {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        signal: controller.signal,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    } catch (cause) {
      return interrupted() ?? fail({ kind: 'network', cause });
    }
    const flags = parseExperimentFlags(response.headers.get('ixp-exp-flags'));
    if (flags.length > 0) {
      for (const listener of experimentListeners) {
        // A failing reporter must not cost the caller its answer.
        try {
          listener(flags, path);
        } catch (error) {
          log.warn('http', `an experiment-flags listener failed: ${String(error)}`);
        }
      }
    }
    if (options.authRedirects !== false) {
      const navigator = options.navigator ?? globalThis.location;
      if (response.status === 401) {
        navigator.replace(LOGIN_PATH);
        return fail({ kind: 'redirected', to: LOGIN_PATH });
      }
      if (response.status === 309) {
        const to = signInRedirectUrl(
          typeof document === 'undefined' ? '' : document.referrer,
          typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
        );
        navigator.assign(to);
        return fail({ kind: 'redirected', to });
      }
    }
    const bad = statusFailure(response.status);
    if (bad) return fail(bad);
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return interrupted() ?? fail({ kind: 'network', cause });
    }
    let data: unknown;
    try {
      data = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return fail({ kind: 'malformed' });
    }
    if (!options.schema) return { ok: true, data: data as T };
    const parsed = options.schema.safeParse(data);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : fail({ kind: 'malformed', issues: parsed.error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Shorthand for a GET with query parameters. */
export function getJson<T = unknown>(
  path: string,
  params?: Record<string, string>,
  options: Omit<RequestOptions<T>, 'method' | 'params' | 'body'> = {},
): Promise<HttpResult<T>> {
  return requestJson<T>(path, { ...options, ...(params ? { params } : {}) });
}
