import { z } from 'zod';
import { resolveEnvironment, type ResolvedEnvironment } from '../domain/environment.ts';
import { log } from './log.ts';
import { spanishUrl } from '../domain/page-meta.ts';

export interface FleetConfig {
  /** Origins of the other instances behind the same cache (PEERS). */
  peers: string[];
  /** The shared cache in front (VARNISH_URL), purged by surrogate key on publish. */
  cacheUrl?: string;
}

/** Upstreams the server talks to. Each is a base URL; paths are appended by the feed clients. */
export interface Upstreams {
  /** API gateway: /msapi/… and /kmservices/… */
  api?: string;
  /** Content-management feeds: support content, common, outage. */
  cms?: string;
  /** Video metadata content service (the LOCAL tier, and the default for every tier). */
  video?: string;
  /** Video media host (mp4, HLS, DASH, posters, captions). */
  media?: string;
  /** The carrier's account-management pages (/acctmgmt/…: sign-in, login, two-factor). */
  account?: string;
}

export interface SiteConfig {
  /** Public origin of the site, for canonical and alternate links (never the request's Host). */
  siteUrl: string;
  /** The environment the server runs as when a request names none. */
  environment: ResolvedEnvironment;
  upstreams: Upstreams;
  /** Bearer secret for POST /api/publish; publishing is refused while it is unset. */
  publishSecret?: string;
  /** Standard Webhooks secret (`whsec_…`) for signed calls to POST /api/publish. */
  publishWebhookSecret?: string;
  /** The CMS's preview token (GET /api/preview) and the preview cookie's key; unset: no preview. */
  previewSecret?: string;
  /** `user:password` for upstreams that want Basic authorization from the site itself. */
  upstreamBasicAuth?: string;
  /** Where 309 responses send the visitor when the request URL cannot be used. */
  serviceLocation?: string;
  /** Generative-AI search widget assets. */
  searchWidget: { scriptUrl?: string; styleUrl?: string };
  /** Route-cache lifetimes for anonymous landing pages, in seconds. */
  cache: { maxAge: number; staleWhileRevalidate: number };
  /** Settings the browser's personalisation layer reads from the page. */
  personalisation: {
    /** The sign-in pages' host: a page served there never reports a login event. */
    signInHost?: string;
    /** Origins besides the site's own where the two-factor page may live. */
    twoFactorOrigins: string[];
  };
  /**
   * Where each page's Spanish copy lives: an origin, a base path, or a pattern with `{path}`.
   * Unset: no Spanish alternate and no 'Español' link (there is no Spanish page to point at).
   */
  spanishSite?: string;
  /**
   * The embedded sandbox, when this process started one (set by src/server/serve-node.ts). With the
   * local environment it makes the site walkable: `/` is an index and the carrier's main-site
   * paths answer with the sandbox's placeholder pages. Never set in production.
   */
  sandboxUrl?: string;
  /**
   * Whether the test beds (`TEST_PAGE_PATHS`: the component gallery and the video demo) are
   * served. TEST_PAGES, else on everywhere but production: a production site answers 404 there.
   */
  testPages: boolean;
  /** VITALS_SAMPLE_RATE: the share of page views (0 to 1) that send their Core Web Vitals. */
  vitalsSampleRate: number;
  /**
   * SERVICE_WORKER: on (the default), /sw.js is the offline worker; off, it is the worker that
   * unregisters itself and clears its caches (docs/offline.md).
   */
  serviceWorker: boolean;
  /** The rest of the fleet a publish must reach (src/server/fleet/fan-out.ts); empty when alone. */
  fleet: FleetConfig;
  /** Names of settings that were present but invalid (already logged). */
  errors: string[];
}

const url = z.url({ protocol: /^https?$/ });
const seconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(86_400 * 30);
/** The shortest publish secret the site and the static build's server accept. */
export const PUBLISH_SECRET_MIN_LENGTH = 16;
const secret = z
  .string()
  .min(PUBLISH_SECRET_MIN_LENGTH, `must be at least ${PUBLISH_SECRET_MIN_LENGTH} characters`);
/** A Standard Webhooks secret: `whsec_` then the base64 key (at least 24 bytes, as the spec asks). */
const webhookSecret = z
  .string()
  .regex(
    /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/,
    'must be whsec_ followed by a base64 key of 24 bytes or more',
  );
const hostname = z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/i, 'must be a host name');
/** Comma-separated origins (scheme, host, optional port), stored without paths. */
const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((entry) => new URL(entry).origin)));

/** An origin, a base path or a `{path}` pattern that yields an http(s) URL for a sample page. */
const spanishSite = z
  .string()
  .refine(
    (value) =>
      (value.startsWith('/') || /^https?:\/\//i.test(value)) &&
      spanishUrl(value, new URL('http://site.invalid/wireless')) !== undefined,
    'must be an http(s) origin, a path, or a pattern with {path}',
  );

/** An on/off switch: on, true or 1; off, false or 0 (any case). */
const onOff = z
  .string()
  .toLowerCase()
  .pipe(z.enum(['on', 'true', '1', 'off', 'false', '0']))
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/**
 * The noindex test beds the end-to-end suite and developers use (`TEST_PAGES` turns them on or
 * off); neither is linked from a public page.
 */
export const TEST_PAGE_PATHS: readonly string[] = ['/gallery', '/video-demo'];

/** Every environment variable the site reads, with its schema and what it fills. */
export const FIELDS = {
  SITE_URL: url,
  UPSTREAM_API_URL: url,
  UPSTREAM_CMS_URL: url,
  UPSTREAM_VIDEO_URL: url,
  UPSTREAM_MEDIA_URL: url,
  UPSTREAM_ACCOUNT_URL: url,
  PUBLISH_SECRET: secret,
  PUBLISH_WEBHOOK_SECRET: webhookSecret,
  PREVIEW_SECRET: secret,
  UPSTREAM_BASIC_AUTH: z.string().regex(/^[^:]+:.+$/, 'must be user:password'),
  SERVICE_LOCATION: url,
  SEARCH_WIDGET_SCRIPT_URL: url,
  SEARCH_WIDGET_STYLE_URL: url,
  CACHE_MAX_AGE: seconds,
  CACHE_SWR: seconds,
  SIGN_IN_HOST: hostname,
  TWO_FACTOR_ALLOWED_ORIGINS: origins,
  SPANISH_SITE_URL: spanishSite,
  SANDBOX_URL: url,
  PEERS: origins,
  VARNISH_URL: url,
  TEST_PAGES: onOff,
  VITALS_SAMPLE_RATE: z.coerce.number().min(0, 'must be 0 to 1').max(1, 'must be 0 to 1'),
  SERVICE_WORKER: onOff,
} as const;

/** Variables by name, each with the schema its value must pass. */
type Fields = Readonly<Record<string, z.ZodType>>;
type ParsedFields<F extends Fields> = { [K in keyof F]?: z.infer<F[K]> };

/**
 * Each variable of `fields` that is set and not blank, trimmed and parsed by its schema; the
 * ones that fail, with the schema's message, are left out and returned apart.
 */
function parseFields<F extends Fields>(
  fields: F,
  source: Record<string, string | undefined>,
): { parsed: ParsedFields<F>; failed: { name: string; message: string; raw: string }[] } {
  const parsed: Record<string, unknown> = {};
  const failed: { name: string; message: string; raw: string }[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const raw = source[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = schema.safeParse(raw.trim());
    if (result.success) parsed[name] = result.data;
    else failed.push({ name, message: result.error.issues[0]?.message ?? 'invalid', raw });
  }
  return { parsed: parsed as ParsedFields<F>, failed };
}

/** The local address the README's start command serves. */
export const DEFAULT_SITE_URL = 'http://localhost:3001';

const trimSlash = (value: string | undefined) => value?.replace(/\/+$/, '');

/**
 * Reads the configuration from an environment record. A value that fails its schema is
 * logged and left out; the rest of the configuration is still returned.
 */
export function readConfig(source: Record<string, string | undefined> = process.env): SiteConfig {
  const { parsed, failed } = parseFields(FIELDS, source);
  const errors = failed.map(({ name }) => name);
  for (const { name, message } of failed) log.error('config', `${name} ignored: ${message}`);
  const environment = resolveEnvironment(source['SITE_ENV']);
  if (environment.fellBack && source['SITE_ENV']) {
    log.warn('config', `SITE_ENV '${source['SITE_ENV']}' is unknown; using prod`);
  }
  return {
    siteUrl: trimSlash(parsed.SITE_URL) ?? DEFAULT_SITE_URL,
    environment,
    upstreams: prune({
      api: trimSlash(parsed.UPSTREAM_API_URL),
      cms: trimSlash(parsed.UPSTREAM_CMS_URL),
      video: trimSlash(parsed.UPSTREAM_VIDEO_URL),
      media: trimSlash(parsed.UPSTREAM_MEDIA_URL),
      account: trimSlash(parsed.UPSTREAM_ACCOUNT_URL),
    }),
    ...prune({
      publishSecret: parsed.PUBLISH_SECRET,
      publishWebhookSecret: parsed.PUBLISH_WEBHOOK_SECRET,
      previewSecret: parsed.PREVIEW_SECRET,
      upstreamBasicAuth: parsed.UPSTREAM_BASIC_AUTH,
      serviceLocation: parsed.SERVICE_LOCATION,
      spanishSite: parsed.SPANISH_SITE_URL,
      sandboxUrl: trimSlash(parsed.SANDBOX_URL),
    }),
    searchWidget: prune({
      scriptUrl: parsed.SEARCH_WIDGET_SCRIPT_URL,
      styleUrl: parsed.SEARCH_WIDGET_STYLE_URL,
    }),
    cache: { maxAge: parsed.CACHE_MAX_AGE ?? 60, staleWhileRevalidate: parsed.CACHE_SWR ?? 600 },
    // Production (also an unknown or absent SITE_ENV) keeps its test beds off unless asked.
    testPages: parsed.TEST_PAGES ?? environment.name !== 'prod',
    vitalsSampleRate: parsed.VITALS_SAMPLE_RATE ?? 1,
    serviceWorker: parsed.SERVICE_WORKER ?? true,
    fleet: {
      peers: parsed.PEERS ?? [],
      ...prune({ cacheUrl: trimSlash(parsed.VARNISH_URL) }),
    },
    personalisation: {
      ...prune({ signInHost: parsed.SIGN_IN_HOST?.toLowerCase() }),
      twoFactorOrigins: parsed.TWO_FACTOR_ALLOWED_ORIGINS ?? [],
    },
    errors,
  };
}

/** Drops undefined entries so optional properties stay absent (exactOptionalPropertyTypes). */
function prune<T extends Record<string, unknown>>(
  record: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

let cached: SiteConfig | undefined;

/** The process-wide configuration, read once on first use. */
export function config(): SiteConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * Why neither server may start with this PUBLISH_SECRET, or undefined. Unset (or blank) is fine:
 * publishing is then off (the node server with its sandbox makes a secret for the run). A secret
 * that is set but too short is a mistake to say at start: otherwise it would be left out like any
 * invalid setting, and publishing would quietly refuse every caller.
 */
export function publishSecretProblem(value: string | undefined): string | undefined {
  const length = value?.trim().length ?? 0;
  if (length === 0 || length >= PUBLISH_SECRET_MIN_LENGTH) return undefined;
  return (
    `PUBLISH_SECRET is set but shorter than ${PUBLISH_SECRET_MIN_LENGTH} characters; ` +
    `set one of at least ${PUBLISH_SECRET_MIN_LENGTH} characters or unset it`
  );
}

/** The settings of the server processes themselves: where they listen and what they serve. */
export interface ServerSettings {
  /** PORT; each server has its own default (the site 3001, the static build's server 4303). */
  port?: number;
  /** HOST: the interface to listen on. */
  host: string;
  /** SANDBOX_PORT: the node server's embedded sandbox. */
  sandboxPort: number;
  /** SANDBOX_CONTENT_DIR: another content folder for the embedded sandbox. */
  sandboxContentDir?: string;
  /** SANDBOX_CONTENT_SEED=1: that folder is first replaced by a fresh copy of sandbox/content. */
  sandboxContentSeed: boolean;
  /** OUT_DIR: the node build the node server serves. */
  outDir: string;
  /** METRICS_TOKEN: lets a caller other than loopback read /metrics. */
  metricsToken?: string;
  /** STATIC_DIR: the static build the static build's server serves at start. */
  staticDir: string;
  /** REBUILD_DIR: where the static rebuild job builds. */
  rebuildDir: string;
  /** REBUILD_SETTLE_MS: how long a queued rebuild waits for more publishes. */
  rebuildSettleMs: number;
}

const notPort = 'must be a port number (0 to 65535)';
const port = z.coerce.number({ error: notPort }).int(notPort).min(0, notPort).max(65_535, notPort);
const notMilliseconds = 'must be a number of milliseconds';

/**
 * The variables the servers read for themselves (src/server/serve-node.ts, serve-static.ts).
 * Unlike the site's settings (FIELDS), a value that fails its schema stops the server at start:
 * left out, it would have the server listen or serve somewhere it was not asked to.
 */
export const SERVER_FIELDS = {
  PORT: port,
  HOST: z.string(),
  SANDBOX_PORT: port,
  SANDBOX_CONTENT_DIR: z.string(),
  SANDBOX_CONTENT_SEED: z.string(),
  OUT_DIR: z.string(),
  METRICS_TOKEN: z.string(),
  STATIC_DIR: z.string(),
  REBUILD_DIR: z.string(),
  REBUILD_SETTLE_MS: z.coerce.number({ error: notMilliseconds }).min(0, notMilliseconds),
} as const;

/**
 * Reads the servers' own settings, with the problems that must stop a server at start: an
 * invalid server setting, or a publish secret that is set but too short (publishSecretProblem).
 * Unset and blank values take their defaults.
 */
export function readServerSettings(source: Record<string, string | undefined> = process.env): {
  settings: ServerSettings;
  problems: string[];
} {
  const { parsed, failed } = parseFields(SERVER_FIELDS, source);
  const problems = failed.map(({ name, message, raw }) => `${name} ${message} (got '${raw}')`);
  const secretProblem = publishSecretProblem(source['PUBLISH_SECRET']);
  if (secretProblem) problems.push(secretProblem);
  return {
    settings: {
      ...prune({
        port: parsed.PORT,
        sandboxContentDir: parsed.SANDBOX_CONTENT_DIR,
        metricsToken: parsed.METRICS_TOKEN,
      }),
      host: parsed.HOST ?? '127.0.0.1',
      sandboxPort: parsed.SANDBOX_PORT ?? 3002,
      sandboxContentSeed: parsed.SANDBOX_CONTENT_SEED === '1',
      outDir: parsed.OUT_DIR ?? 'dist',
      staticDir: parsed.STATIC_DIR ?? 'dist-static/client',
      rebuildDir: parsed.REBUILD_DIR ?? 'dist-static-builds',
      rebuildSettleMs: parsed.REBUILD_SETTLE_MS ?? 1000,
    },
    problems,
  };
}
