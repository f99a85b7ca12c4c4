// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootPersonalisation, mayPersonalise } from './bootstrap.ts';
import { COOKIE } from '../../domain/personalisation/cookie-names.ts';
import { CONFIG_ELEMENT_ID } from '../../domain/personalisation/config.ts';

describe('mayPersonalise: who downloads the personalisation layer', () => {
  it.each([
    [{}, false],
    [{ other: 'x' }, false],
    [{ [COOKIE.authState]: 'Authenticated' }, true],
    [{ [COOKIE.session]: 'x-Auth-1' }, true],
    [{ [COOKIE.uuid]: '123' }, true],
    [{ [COOKIE.uuid]: 'abc' }, false],
    [{ [COOKIE.loginState]: 'u:1' }, true],
  ])('%j → %s', (cookies, expected) => {
    expect(mayPersonalise(cookies)).toBe(expected);
  });
});

describe('bootPersonalisation', () => {
  it('does nothing on a page without the settings, or for an anonymous visitor', () => {
    expect(bootPersonalisation(document)).toBe(false);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CONFIG_ELEMENT_ID;
    script.textContent = JSON.stringify({ service: 'wireless', flags: {} });
    document.body.append(script);
    expect(bootPersonalisation(document)).toBe(false);
    script.remove();
  });
});

describe('bootPersonalisation offline', () => {
  it('starts nothing for a signed-in visitor while offline, and starts it online', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CONFIG_ELEMENT_ID;
    script.textContent = JSON.stringify({ service: 'wireless', flags: {} });
    document.body.append(script);
    document.cookie = `${COOKIE.authState}=Authenticated`;
    try {
      expect(bootPersonalisation(document, false)).toBe(false);
      expect(bootPersonalisation(document, true)).toBe(true);
    } finally {
      document.cookie = `${COOKIE.authState}=; max-age=0`;
      script.remove();
    }
  });
});
