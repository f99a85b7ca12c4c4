/** Errors the upstream layer raises; each carries what the page or middleware needs to act. */

export const TIMEOUT_ERROR_ID = 'TIMEOUT_ERROR';
export const TIMEOUT_ERROR_CODE = 999;

export class TimeoutError extends Error {
  readonly id = TIMEOUT_ERROR_ID;
  readonly code = TIMEOUT_ERROR_CODE;
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} milliseconds`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** A content feed answered 400 or above. */
export class BadResponseError extends Error {
  readonly status: number;

  constructor(status: number) {
    super('Bad response from server');
    this.name = 'BadResponseError';
    this.status = status;
  }
}

/** Any other upstream call answered with a status that is not OK. */
export class UpstreamStatusError extends Error {
  readonly status: number;

  constructor(status: number, url: string) {
    super(`Upstream answered ${status} for ${url}`);
    this.name = 'UpstreamStatusError';
    this.status = status;
  }
}

/** The body was not valid JSON. */
export class MalformedBodyError extends Error {
  constructor(url: string) {
    super(`Malformed JSON from ${url}`);
    this.name = 'MalformedBodyError';
  }
}

/**
 * The upstream refused the visitor's forwarded credentials: 401 (sign in again) or
 * 309 (step-up). Only these become redirects the visitor sees.
 */
export class AuthRedirectError extends Error {
  readonly status: 401 | 309;

  constructor(status: 401 | 309) {
    super(`Upstream requires authentication (${status})`);
    this.name = 'AuthRedirectError';
    this.status = status;
  }
}

/** A short reason for logs: the message plus the status where there is one. */
export function describeError(error: unknown): string {
  if (error instanceof BadResponseError) return `${error.message} (${error.status})`;
  if (error instanceof Error) return error.message;
  return String(error);
}
