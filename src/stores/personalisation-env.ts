/**
 * Everything the personalisation layer touches outside itself (calls, cookies, storage, the
 * address bar, the clock), gathered so tests can hand in fakes and the browser its real ones.
 */
import { requestJson } from '../browser/http.ts';
import { documentCookieJar, type CookieJar } from '../browser/cookies.ts';
import type { PersonalisationConfig } from '../domain/personalisation/config.ts';

export interface Navigator {
  replace(url: string): void;
  assign(url: string): void;
}

export interface PersonalisationEnv {
  config: PersonalisationConfig;
  request: typeof requestJson;
  cookies: CookieJar;
  /** Local storage: the device selector's CTN. */
  storage: Pick<Storage, 'getItem'>;
  /** Session storage: the `reportlogs` switch. */
  sessionStorage: Pick<Storage, 'getItem'>;
  navigator: Navigator;
  location: { origin: string; hostname: string; href: string };
  now: () => number;
  /** When the visitor entered the page (ms since the epoch). */
  entryTime: number;
}

export function browserEnv(config: PersonalisationConfig): PersonalisationEnv {
  return {
    config,
    request: requestJson,
    cookies: documentCookieJar(document),
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: window.location,
    location: window.location,
    now: () => Date.now(),
    entryTime: Math.round(performance.timeOrigin),
  };
}
