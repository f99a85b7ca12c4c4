/** Which content service a tier uses, and where media files live. */
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../domain/i18n/locales.ts';

export const TIERS = ['LOCAL', 'PRESTAGE', 'FINALSTAGE', 'TST05', 'PROD'] as const;
export type Tier = (typeof TIERS)[number];

export type HostTable = Partial<Record<Tier, string>>;

/** LOCAL, PRESTAGE, FINALSTAGE and TST05 are their own tiers; PROD, ORIGIN and anything else is production. */
export function resolveTier(tier: string | undefined): Tier {
  const upper = (tier ?? '').trim().toUpperCase();
  return TIERS.find((t) => t === upper) ?? 'PROD';
}

/**
 * Where unconfigured hosts point: '' is the page's own origin. The embed bundle, served by this
 * site into other sites' pages, sets its script's origin (setDefaultOrigin).
 */
let defaultOrigin = '';
export function setDefaultOrigin(origin: string): void {
  defaultOrigin = origin.replace(/\/+$/, '');
}

/**
 * A file of the site that serves the widget (an image of public/), by its root-relative path: on
 * the site itself the page's origin, in the embed the script's, as feeds and media are.
 */
export function siteUrl(path: string): string {
  return `${defaultOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The page's protocol in a browser (`https:`, `http:`, `file:`); undefined on the server. */
function pageProtocol(): string | undefined {
  return (globalThis as { location?: { protocol?: string } }).location?.protocol;
}

/**
 * Spec §7: "the protocol follows the page (https when opened from a file)". A host written
 * without a scheme (`//cdn.example`) takes the page's; a page opened from a file (or anything but
 * http and https) asks over https; an https page upgrades an http host (the browser would block
 * the mixed request). An https host is never downgraded, and a host left empty stays the page's
 * own origin. Without a page (the server) the host is as configured.
 */
export function followPageProtocol(host: string, protocol: string | undefined): string {
  if (!host || protocol === undefined) return host;
  const web = protocol === 'http:' || protocol === 'https:';
  if (host.startsWith('//')) return `${web ? protocol : 'https:'}${host}`;
  if (host.startsWith('http://') && (!web || protocol === 'https:'))
    return `https://${host.slice('http://'.length)}`;
  return host;
}

/** The tier's content host without a trailing slash; the default origin when not configured. */
export function contentHost(
  tier: string | undefined,
  hosts: HostTable,
  protocol: string | undefined = pageProtocol(),
): string {
  const host = (hosts[resolveTier(tier)] ?? '').trim().replace(/\/+$/, '') || defaultOrigin;
  return followPageProtocol(host, protocol);
}

/** The query parameter the content service reads a language from, as the other content calls. */
export const METADATA_LOCALE_PARAM = 'locale';

/**
 * One video's metadata in a language: `?locale=es-US` for another language than English, nothing
 * for English, so an English page asks exactly as it always has (and shares its cache entries).
 */
export function metadataUrl(
  host: string,
  videoId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = `${host}/idpcms/videos/prod/${encodeURIComponent(videoId)}.cmsfeed.js`;
  return locale === DEFAULT_LOCALE ? url : `${url}?${METADATA_LOCALE_PARAM}=${LOCALE_TAGS[locale]}`;
}

/** Media defaults to the site's own /media folder (public/media). */
export function mediaHost(
  configured: string | undefined,
  protocol: string | undefined = pageProtocol(),
): string {
  const host = (configured ?? '').trim().replace(/\/+$/, '');
  return followPageProtocol(host || `${defaultOrigin}/media`, protocol);
}

/**
 * The hosts configured for this build. Each variable is named in full so the bundler can
 * replace it at build time.
 */
export function configuredHosts(): HostTable {
  const env = import.meta.env;
  const table: HostTable = {};
  const entries: [Tier, string | undefined][] = [
    ['LOCAL', env.PUBLIC_VIDEO_HOST_LOCAL],
    ['PRESTAGE', env.PUBLIC_VIDEO_HOST_PRESTAGE],
    ['FINALSTAGE', env.PUBLIC_VIDEO_HOST_FINALSTAGE],
    ['TST05', env.PUBLIC_VIDEO_HOST_TST05],
    ['PROD', env.PUBLIC_VIDEO_HOST_PROD],
  ];
  for (const [tier, host] of entries) if (host) table[tier] = host;
  return table;
}

export function configuredMediaHost(): string {
  return mediaHost(import.meta.env.PUBLIC_VIDEO_MEDIA_HOST);
}
