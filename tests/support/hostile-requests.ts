/**
 * fast-check arbitraries for raw HTTP/1.1 requests a hostile or broken client might send:
 * invalid and overlong percent-encodings, dot segments, control characters, very long paths,
 * odd methods, missing, repeated and malformed Host headers, Content-Length that disagrees
 * with the body.
 */
import fc from 'fast-check';

const hex = fc.constantFrom(...'0123456789abcdefABCDEFGZz%'.split(''));

const hostileSegment = fc.oneof(
  // A percent sign followed by anything: valid escapes, bad hex, a bare '%'.
  fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`),
  fc.constant('%'),
  // Overlong and invalid UTF-8, surrogates, encoded separators and NUL.
  fc.constantFrom('%C0%AF', '%E0%80%AF', '%F0%80%80%AF', '%ED%A0%80', '%FF', '%E0%A4%A'),
  fc.constantFrom('%2F', '%2f', '%5C', '%00', '%0A', '%0d%0a'),
  fc.constantFrom('.', '..', '%2e', '%2E%2e', '.%2E', '...'),
  // Raw control characters and non-ASCII bytes (sent as latin1).
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u00e9', '\u00ff', '\\', '"', '<', '>', '`', '{', '|'),
  fc.string({ maxLength: 6 }),
);

/** Mostly ordinary segments, so that many requests get past the gate to the handlers. */
const segment = fc.oneof(
  { weight: 5, arbitrary: fc.stringMatching(/^[a-z0-9._~-]{0,12}$/) },
  {
    weight: 5,
    arbitrary: fc.constantFrom('wireless', 'smallbusiness', 'article-modal', 'v1', 'x.js'),
  },
  { weight: 1, arbitrary: hostileSegment },
);

const prefix = fc.constantFrom(
  '/',
  '/wireless',
  '/smallbusiness/wireless',
  '/gallery',
  '/_astro/',
  '/images/',
  '/msapi/',
  '/kmservices/',
  '/idpcms/',
  '/support/article-modal/',
  '/api/publish',
  '//',
  '',
  '*',
  'http://127.0.0.1/',
);

const path = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(prefix, fc.array(segment, { maxLength: 6 }))
      .map(([p, s]) => p + s.join('/')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 4000, max: 20_000 }).map((n) => `/${'a'.repeat(n)}`) },
);

const query = fc.option(
  fc
    .array(fc.oneof(segment, fc.constant('=')), { maxLength: 4 })
    .map((parts) => `?${parts.join('&')}`),
  { nil: '' },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'PURGE'),
  },
  { weight: 1, arbitrary: fc.constantFrom('get', 'F@O', 'G ET', '', 'GET\u0000') },
);

const version = fc.oneof(
  { weight: 12, arbitrary: fc.constant('HTTP/1.1') },
  { weight: 2, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', 'HTTP/9', '') },
);

const host = (port: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant([`Host: 127.0.0.1:${port}`]) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        [],
        [`Host: 127.0.0.1:${port}`, 'Host: evil.example'],
        ['Host: a b'],
        ['Host: [::1'],
        ['Host:'],
        ['Host: x:99999'],
        [`Host: ${'h'.repeat(300)}`],
        ['Host: evil.example\u0000'],
      ),
    },
  );

const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      declared: fc.constant<string | undefined>(undefined),
      text: fc.constant(''),
    }),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 40 }), fc.integer({ min: -2, max: 2 }), fc.boolean())
      .map(([text, skew, numeric]) => ({
        // Agrees with the body, or is off by a little, or is not a number at all.
        declared: numeric ? String(Buffer.byteLength(text) + skew) : 'ten',
        text,
      })),
  },
);

export interface HostileRequest {
  /** The whole request text, to be sent as latin1. */
  raw: string;
  /** It declares more body than it sends: the client should then stop sending (half-close). */
  truncated: boolean;
}

/** Whole requests for a server listening on `port`. */
export function hostileRequest(port: number): fc.Arbitrary<HostileRequest> {
  return fc
    .record({ method, path, query, version, host: host(port), body })
    .map(({ method, path, query, version, host, body }) => {
      const lines = [
        `${method} ${path}${query} ${version}`.trimEnd(),
        ...host,
        'Connection: close',
      ];
      if (body.declared !== undefined) lines.push(`Content-Length: ${body.declared}`);
      return {
        raw: `${lines.join('\r\n')}\r\n\r\n${body.text}`,
        truncated: Number(body.declared) > Buffer.byteLength(body.text, 'latin1'),
      };
    });
}
