/**
 * Cookies in the browser: parsing the `document.cookie` string, writing one with the attributes
 * this site uses, and a jar interface so code that reads and writes cookies can be tested with
 * an in-memory jar.
 */

export const DAY_MS = 86_400_000;

/** Cookie lifetimes are given in days (days × 86 400 000 ms). */
export function days(count: number): number {
  return count * DAY_MS;
}

export interface CookieAttributes {
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

/** Name → value; malformed pairs are skipped and the first occurrence of a name wins. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(equals + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** One `document.cookie` assignment: the value encoded, path / and SameSite=Lax unless told. */
export function serialiseCookie(name: string, value: string, attributes: CookieAttributes = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`];
  if (attributes.expires) parts.push(`expires=${attributes.expires.toUTCString()}`);
  parts.push(`SameSite=${attributes.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

export interface CookieJar {
  read(): Record<string, string>;
  write(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document = document): CookieJar {
  return {
    read: () => parseCookies(doc.cookie),
    write: (name, value, attributes) => {
      doc.cookie = serialiseCookie(name, value, attributes);
    },
    remove: (name) => {
      doc.cookie = serialiseCookie(name, '', { expires: new Date(0) });
    },
  };
}

/** A jar in memory, for tests: expiry in the past removes, as a browser does. */
export function memoryCookieJar(
  initial: Record<string, string> = {},
  now: () => number = Date.now,
): CookieJar {
  const cookies = new Map(Object.entries(initial));
  return {
    read: () => Object.fromEntries(cookies),
    write: (name, value, attributes) => {
      if (attributes?.expires && attributes.expires.getTime() <= now()) cookies.delete(name);
      else cookies.set(name, value);
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
}
