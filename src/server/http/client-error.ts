/**
 * What to answer when Node's HTTP parser refuses a request before any handler sees it: the
 * status and the raw bytes of a complete response, security headers included. Pure.
 */
import { MAX_REQUEST_TARGET_LENGTH } from './request-target.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/**
 * @param code the parser's error code (HPE_*, ERR_HTTP_REQUEST_TIMEOUT)
 * @param rawPacket the bytes the parser had when it gave up
 */
export function clientErrorStatus(code: string | undefined, rawPacket?: Uint8Array): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'HPE_HEADER_OVERFLOW') {
    // The request line counts towards the header limit: blame it when it alone is too long.
    const text = rawPacket ? Buffer.from(rawPacket).toString('latin1') : '';
    const lineEnd = text.indexOf('\n');
    const requestLine = lineEnd === -1 ? text : text.slice(0, lineEnd);
    return requestLine.length > MAX_REQUEST_TARGET_LENGTH ? 414 : 431;
  }
  return 400;
}

/** A complete HTTP/1.1 response that closes the connection. */
export function rawErrorResponse(status: number): string {
  const reason = STATUS_TEXT[status] ?? 'Error';
  const body = `${status} ${reason}\n`;
  const headers = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
