/**
 * The browser's one way to call the site's APIs (the counterpart of the server's
 * src/feeds/http.ts): JSON in and out, an abort signal, the 20 000 ms request time-out, and
 * failures returned as a typed result instead of thrown. Islands never call `fetch` themselves.
 *
 * Later rules (credentials, 401/309 handling) belong in `request` and `statusFailure`.
 */

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
/** The response was OK but its body was not JSON. */
export interface MalformedFailure {
  kind: 'malformed';
}

export type HttpFailure =
  TimeoutFailure | AbortedFailure | NetworkFailure | StatusFailure | MalformedFailure;

export type HttpResult<T> = { ok: true; data: T } | { ok: false; failure: HttpFailure };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Query parameters appended to the path. */
  params?: Record<string, string>;
  /** JSON body; its presence sets the JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: Fetch;
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
 * Calls the API and returns its parsed JSON body (undefined for an empty body) or the failure.
 * Never throws.
 */
export async function requestJson<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
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
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(withParams(path, options.params), {
        method: options.method ?? 'GET',
        headers,
        signal: controller.signal,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    } catch (cause) {
      return interrupted() ?? fail({ kind: 'network', cause });
    }
    const bad = statusFailure(response.status);
    if (bad) return fail(bad);
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      return interrupted() ?? fail({ kind: 'network', cause });
    }
    if (text.trim() === '') return { ok: true, data: undefined as T };
    try {
      return { ok: true, data: JSON.parse(text) as T };
    } catch {
      return fail({ kind: 'malformed' });
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Shorthand for a GET with query parameters. */
export function getJson<T = unknown>(
  path: string,
  params?: Record<string, string>,
  options: Omit<RequestOptions, 'method' | 'params' | 'body'> = {},
): Promise<HttpResult<T>> {
  return requestJson<T>(path, { ...options, ...(params ? { params } : {}) });
}
