import { describe, expect, it } from 'vitest';
import { authRedirectLocation } from './auth-redirect.ts';

describe('authRedirectLocation', () => {
  const url = new URL('https://support.example.test/wireless?orcAuth=abc&x=1');

  it('sends 401 to the origin login page', () => {
    expect(authRedirectLocation(401, url)).toBe('https://support.example.test/acctmgmt/login');
  });

  it('sends 309 to sign-in with the current URL (without orcAuth) as final_url', () => {
    const location = new URL(authRedirectLocation(309, url));
    expect(location.pathname).toBe('/acctmgmt/signin');
    expect(location.searchParams.get('final_url')).toBe(
      'https://support.example.test/wireless?x=1',
    );
  });

  it('prefers the configured service location for 309', () => {
    const location = new URL(
      authRedirectLocation(309, url, 'https://support.example.test/support'),
    );
    expect(location.searchParams.get('final_url')).toBe('https://support.example.test/support');
  });
});
