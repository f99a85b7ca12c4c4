/**
 * The site's Content-Security-Policy, apart from what Astro owns. Astro's `security.csp`
 * (astro.config.mjs) writes `script-src` and `style-src` with the hashes of its own inline
 * scripts and styles; this module says the rest: the fixed directives, and the origins the
 * configuration names (the generative-AI widget, the video metadata and media hosts), so a page
 * allows exactly what the site is configured to load and nothing else.
 */

/** Directives every page carries whatever the configuration says. */
export const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  // Only the site's own drawer frames its pages (an HTTP header: a meta tag cannot say this).
  "frame-ancestors 'self'",
  // Forms post to the site only (the sign-in relay and the number dialog).
  "form-action 'self'",
  // hls.js and dash.js play through Media Source Extensions, whose media is a blob: URL.
  "media-src 'self' blob:",
  // The offline service worker (/sw.js, docs/offline.md), from the site's own origin only.
  "worker-src 'self'",
  // The site's icon is a data: URL in every page's head (src/domain/favicon.ts); an image cannot
  // run script, and Chromium applies this policy to the icon.
  "img-src 'self' data:",
] as const;

/** What the configuration names that a page may load from another origin. */
export interface ConfiguredSources {
  /** SEARCH_WIDGET_SCRIPT_URL */
  widgetScript?: string | undefined;
  /** SEARCH_WIDGET_STYLE_URL */
  widgetStyle?: string | undefined;
  /** PUBLIC_VIDEO_MEDIA_HOST: video files, posters and captions. */
  mediaHost?: string | undefined;
  /** PUBLIC_VIDEO_HOST_<TIER>: video metadata. */
  videoHosts?: readonly string[];
}

/** Additions to the page's policy: origins for Astro's two directives and whole other directives. */
export interface PolicyAdditions {
  scriptResources: string[];
  styleResources: string[];
  directives: string[];
}

/** The origin of an absolute http(s) URL; undefined for a same-origin path or anything else. */
export function originOf(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return undefined;
  }
}

const unique = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== undefined)),
];

/** A directive that keeps the site's own origin (naming a source replaces default-src for it). */
const withSelf = (name: string, origins: string[]): string[] =>
  origins.length > 0 ? [`${name} 'self' ${origins.join(' ')}`] : [];

/**
 * The origins a page may use besides its own. Same-origin configuration (a path such as
 * `/media`) adds nothing; a value that is not an http(s) URL adds nothing either.
 */
export function policyAdditions(sources: ConfiguredSources): PolicyAdditions {
  const media = unique([originOf(sources.mediaHost)]);
  const metadata = unique((sources.videoHosts ?? []).map(originOf));
  const widgetScript = unique([originOf(sources.widgetScript)]);
  const widgetStyle = unique([originOf(sources.widgetStyle)]);
  return {
    scriptResources: widgetScript,
    styleResources: widgetStyle,
    directives: [
      // hls.js and dash.js fetch media segments; the player fetches metadata and captions; the
      // widget may call its own origin (and some tools read its stylesheet's rules by fetch).
      ...withSelf('connect-src', unique([...metadata, ...media, ...widgetScript, ...widgetStyle])),
      ...withSelf('media-src', media),
      ...withSelf('img-src', media),
    ],
  };
}

/** The part of Astro's `context.csp` the site uses (undefined when CSP is off, as in dev). */
export interface CspApi {
  insertDirective(directive: string): void;
  insertScriptResource(resource: string): void;
  insertStyleResource(resource: string): void;
  insertScriptHash(hash: `sha256-${string}`): void;
  insertStyleHash(hash: `sha256-${string}`): void;
}

/** Adds a page's configured origins to the policy Astro is building for it. */
export function applyPolicyAdditions(csp: CspApi | undefined, additions: PolicyAdditions): void {
  if (!csp) return;
  for (const directive of additions.directives) csp.insertDirective(directive);
  for (const resource of additions.scriptResources) csp.insertScriptResource(resource);
  for (const resource of additions.styleResources) csp.insertStyleResource(resource);
}
