/**
 * A personalisation environment for tests: the real HTTP layer over a fake fetch that answers
 * by method and path and records every call, an in-memory cookie jar and storage, a fake
 * navigator and a fixed clock.
 */
import { vi } from 'vitest';
import { clearRequestCache, requestJson, type RequestOptions } from '../../src/browser/http.ts';
import { memoryCookieJar } from '../../src/browser/cookies.ts';
import type { PersonalisationConfig } from '../../src/domain/personalisation/config.ts';
import type { PersonalisationEnv } from '../../src/stores/personalisation-env.ts';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export const BASE_CONFIG: PersonalisationConfig = {
  service: 'wireless',
  services: ['wireless'],
  customerType: 'consumer',
  productionLike: false,
  flags: {},
  twoFactorOrigins: [],
};

export function fakeEnv(
  answers: Record<string, FakeAnswer | (() => FakeAnswer)>,
  options: {
    config?: Partial<PersonalisationConfig>;
    cookies?: Record<string, string>;
    storage?: Record<string, string>;
    sessionStorage?: Record<string, string>;
    now?: number;
    entryTime?: number;
  } = {},
) {
  clearRequestCache();
  const calls: RecordedCall[] = [];
  const fetchImpl = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const found = answers[`${method} ${url.pathname}`];
    const answer = typeof found === 'function' ? found() : (found ?? { status: 404, body: {} });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers ?? {},
    });
  });
  const navigator = { replace: vi.fn(), assign: vi.fn() };
  const storage = new Map(Object.entries(options.storage ?? {}));
  const session = new Map(Object.entries(options.sessionStorage ?? {}));
  const now = options.now ?? Date.UTC(2026, 10, 24, 12);
  const env: PersonalisationEnv = {
    config: { ...BASE_CONFIG, ...options.config },
    request: ((path: string, requestOptions: RequestOptions = {}) =>
      requestJson(path, { ...requestOptions, fetchImpl, navigator })) as typeof requestJson,
    cookies: memoryCookieJar(options.cookies ?? {}, () => now),
    storage: { getItem: (key) => storage.get(key) ?? null },
    sessionStorage: { getItem: (key) => session.get(key) ?? null },
    navigator,
    location: {
      origin: 'http://site.test',
      hostname: 'site.test',
      href: 'http://site.test/wireless',
    },
    now: () => now,
    entryTime: options.entryTime ?? now,
  };
  return { env, calls, navigator, storage, fetchImpl };
}
