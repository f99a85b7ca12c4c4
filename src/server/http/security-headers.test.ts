import { describe, expect, it } from 'vitest';
import {
  frontDoorHeaders,
  SECURITY_HEADERS,
  transportSecurityHeaders,
} from './security-headers.ts';

describe('transportSecurityHeaders', () => {
  it.each([
    [
      'https://support.example.com',
      { 'strict-transport-security': 'max-age=31536000; includeSubDomains' },
    ],
    ['http://localhost:3001', {}],
    [undefined, {}],
  ])('%j → %j', (siteUrl, headers) => {
    expect(transportSecurityHeaders(siteUrl)).toEqual(headers);
  });
});

describe('frontDoorHeaders', () => {
  it('are the security headers, with HSTS only over https', () => {
    expect(frontDoorHeaders('http://localhost:3001')).toEqual(SECURITY_HEADERS);
    expect(frontDoorHeaders('https://support.example.com')).toEqual({
      ...SECURITY_HEADERS,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});
