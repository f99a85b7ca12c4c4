import { describe, expect, it } from 'vitest';
import { clientErrorStatus, rawErrorResponse } from './client-error.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const packet = (text: string) => Buffer.from(text, 'latin1');

describe('clientErrorStatus', () => {
  it.each([
    ['HPE_INVALID_METHOD', undefined, 400],
    ['HPE_INVALID_URL', undefined, 400],
    ['HPE_INVALID_HEADER_TOKEN', undefined, 400],
    ['HPE_UNEXPECTED_CONTENT_LENGTH', undefined, 400],
    [undefined, undefined, 400],
    ['ERR_HTTP_REQUEST_TIMEOUT', undefined, 408],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', undefined, 413],
    ['HPE_HEADER_OVERFLOW', packet(`GET /${'a'.repeat(20_000)}`), 414],
    ['HPE_HEADER_OVERFLOW', packet(`GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`), 414],
    ['HPE_HEADER_OVERFLOW', packet(`GET / HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}`), 431],
    ['HPE_HEADER_OVERFLOW', undefined, 431],
  ])('%s → %i', (code, raw, status) => {
    expect(clientErrorStatus(code, raw)).toBe(status);
  });
});

describe('rawErrorResponse', () => {
  it('is a complete response that closes the connection and carries the security headers', () => {
    const raw = rawErrorResponse(431);
    const [head = '', body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain('connection: close');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(head).toContain(`${name}: ${value}`);
    }
    expect(head).toContain(`content-length: ${Buffer.byteLength(body ?? '')}`);
  });
});
