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
const secret = z.string().min(16, 'must be at least 16 characters');
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

/** Every environment variable the site reads, with its schema and what it fills. */
export const FIELDS = {
  SITE_URL: url,
  UPSTREAM_API_URL: url,
  UPSTREAM_CMS_URL: url,
  UPSTREAM_VIDEO_URL: url,
  UPSTREAM_MEDIA_URL: url,
  UPSTREAM_ACCOUNT_URL: url,
  PUBLISH_SECRET: secret,
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
} as const;

type FieldName = keyof typeof FIELDS;
type Parsed = { [K in FieldName]?: z.infer<(typeof FIELDS)[K]> };

/** The local address the README's start command serves. */
export const DEFAULT_SITE_URL = 'http://localhost:3001';

const trimSlash = (value: string | undefined) => value?.replace(/\/+$/, '');

/**
 * Reads the configuration from an environment record. A value that fails its schema is
 * logged and left out; the rest of the configuration is still returned.
 */
export function readConfig(source: Record<string, string | undefined> = process.env): SiteConfig {
  const parsed: Parsed = {};
  const errors: string[] = [];
  for (const name of Object.keys(FIELDS) as FieldName[]) {
    const raw = source[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = FIELDS[name].safeParse(raw.trim());
    if (result.success) {
      (parsed as Record<string, unknown>)[name] = result.data;
    } else {
      errors.push(name);
      log.error('config', `${name} ignored: ${result.error.issues[0]?.message ?? 'invalid'}`);
    }
  }
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
