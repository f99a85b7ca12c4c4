import { describe, expect, it } from 'vitest';
import { transportSecurityHeaders } from './security-headers.ts';

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
