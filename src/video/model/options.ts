// Over 300 lines: the spec's thirty options and their fallbacks in the one schema every entry point parses with.
/**
 * The widget's inputs and options (spec §3): ONE schema that turns untrusted input (a query
 * string, data attributes, an embed's JSON) into the parsed shape of option-defaults.ts, with the
 * spec's defaults and fallbacks. zod/mini, small enough for the embed's browser bundle, which
 * parses its data-options here (src/islands/embed/options.ts); the site parses on the server (the .astro
 * page) and the island only reads typed options, so this module stays outside the island's graph.
 */
import * as z from 'zod/mini';
import { safeMediaUrl } from '../../domain/safe-link.ts';
import { parseMoment } from '../../domain/video-pages.ts';
import { resolveTier } from './hosts.ts';
import {
  OPTION_DEFAULTS,
  buttonAlignment,
  type CustomClass,
  type CustomCtaObject,
  type RatingKind,
  type VideoStyles,
  type VideoWidgetOptions,
} from './option-defaults.ts';

export * from './player-mode.ts';
export {
  BUTTON_ALIGNMENTS,
  OPTION_DEFAULTS,
  buttonAlignment,
  withDefaults,
  type ButtonAlignment,
  type VideoWidgetOptions,
} from './option-defaults.ts';

const TRUE_TEXT = new Set(['1', 'true', 'yes', 'on']);

/** A yes/no: a boolean, or text/number where 1/true/yes/on (any case) is yes; anything else is the default. */
const flag = (fallback: boolean) =>
  z.catch(
    z.pipe(
      z.union([z.boolean(), z.string(), z.number()]),
      z.transform((v) =>
        typeof v === 'boolean' ? v : TRUE_TEXT.has(String(v).trim().toLowerCase()),
      ),
    ),
    fallback,
  );

/** Non-empty trimmed text, else absent. */
const optionalText = z.catch(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v).trim() || undefined),
  ),
  undefined,
);

const CLASS_LIST = /^-?[A-Za-z_][\w-]*(?: +-?[A-Za-z_][\w-]*)*$/;
/** One or more class names; anything else (markup, quotes) is dropped. */
const classNames = z.catch(
  z.pipe(
    z.string(),
    z.transform((v) => (CLASS_LIST.test(v.trim()) ? v.trim() : undefined)),
  ),
  undefined,
);

const LENGTH = /^(\d+(?:\.\d+)?)(px|%|rem|em|vw|vh)?$/;
/** A CSS length: a number is px; text must be a number with an optional unit. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const match = LENGTH.exec(value.trim());
  if (!match) return undefined;
  return `${match[1]}${match[2] ?? 'px'}`;
}
const length = z.pipe(z.unknown(), z.transform(cssLength));

/** An object option given as an object or as JSON text (query strings, data attributes). */
const jsonObject = z.pipe(
  z.unknown(),
  z.transform((v): Record<string, unknown> | undefined => {
    let value = v;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  }),
);

const volume = z.catch(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((v, ctx) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
      if (!Number.isFinite(n)) {
        ctx.issues.push({ code: 'custom', message: 'volume is not a number', input: v });
        return z.NEVER;
      }
      return Math.min(100, Math.max(0, n));
    }),
  ),
  OPTION_DEFAULTS.volume,
);

const rating = z.pipe(
  z.unknown(),
  z.transform((v): RatingKind | undefined => {
    const text = typeof v === 'string' ? v.trim().toLowerCase() : '';
    return text === 'stars' ? 'stars' : text === 'thumbs' ? 'Thumbs' : undefined;
  }),
);

const customTheme = z.pipe(
  z.unknown(),
  z.transform((v) => (String(v ?? '').trim() === '2019' ? ('2019' as const) : undefined)),
);

const tier = z.pipe(
  z.unknown(),
  z.transform((v) => resolveTier(typeof v === 'string' ? v : undefined)),
);

/** Only http(s) addresses and same-origin paths (the site's link rule, minus mailto/tel). */
const mediaUrl = z.pipe(
  z.unknown(),
  z.transform((v) => (typeof v === 'string' ? safeMediaUrl(v) : undefined)),
);

/**
 * The start option: seconds as a number, or text in the watch pages' `?t=` forms (`75`, `75s`,
 * `1m15s`, `1h2m3s`); whole seconds. Anything else (negative, unreadable) is no start.
 */
const moment = z.pipe(
  z.unknown(),
  z.transform((v) =>
    typeof v === 'number'
      ? Number.isFinite(v) && v >= 0
        ? parseMoment(String(Math.floor(v)))
        : undefined
      : typeof v === 'string'
        ? parseMoment(v)
        : undefined,
  ),
);

const CSS_PROPERTY = /^(--[\w-]+|[a-zA-Z][a-zA-Z-]*)$/;
/** CSS values that cannot load anything or break out of the declaration. */
const SAFE_CSS_VALUE = /^[^;<>{}\\]*$/;
const ctaStyle = z.pipe(
  jsonObject,
  z.transform((object): Record<string, string> | undefined => {
    if (!object) return undefined;
    const entries = Object.entries(object)
      .filter(
        ([key, value]) => CSS_PROPERTY.test(key) && ['string', 'number'].includes(typeof value),
      )
      .map(([key, value]) => [key, String(value).trim()] as const)
      .filter(
        ([, value]) => SAFE_CSS_VALUE.test(value) && !/url\s*\(|expression\s*\(/i.test(value),
      );
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }),
);

const videoStyles = z.pipe(
  jsonObject,
  z.transform((object): VideoStyles | undefined => {
    const height = cssLength(object?.['height']);
    const width = cssLength(object?.['width']);
    return height || width ? { height, width } : undefined;
  }),
);

const ctaObject = z.pipe(
  jsonObject,
  z.transform((object): CustomCtaObject => {
    const size = Number(object?.['svg_size']);
    return {
      svg_size: Number.isFinite(size) && size > 0 && size <= 200 ? size : undefined,
      CTAButtonAlignment: buttonAlignment(object?.['CTAButtonAlignment']),
    };
  }),
);

const customClass = z.pipe(
  jsonObject,
  z.transform((object): CustomClass => {
    const pick = (key: keyof CustomClass) => {
      const parsed = classNames.safeParse(object?.[key]);
      return parsed.success ? parsed.data : undefined;
    };
    return {
      cta: pick('cta'),
      ctaBackground: pick('ctaBackground'),
      ctaButton: pick('ctaButton'),
      ctaText: pick('ctaText'),
    };
  }),
);

const d = OPTION_DEFAULTS;

/** Spec §3 options (and the CTA options they carry), each with its default or fallback. */
export const OptionsSchema = z.object({
  modal: flag(d.modal),
  cinema: flag(d.cinema),
  autoplay: flag(d.autoplay),
  autoPlaySource: z.optional(mediaUrl),
  viewportPause: flag(d.viewportPause),
  autoPlayLoop: flag(d.autoPlayLoop),
  autoPlayPause: flag(d.autoPlayPause),
  customTheme: z.optional(customTheme),
  overlayTextDisplayAtEnd: flag(d.overlayTextDisplayAtEnd),
  tier: z._default(tier, resolveTier(d.tier)),
  rating: z.optional(rating),
  customCTAStyle: z.optional(ctaStyle),
  showTime: flag(d.showTime),
  showTitle: flag(d.showTitle),
  videoStyles: z.optional(videoStyles),
  autoReduceSize: flag(d.autoReduceSize),
  isScroll: flag(d.isScroll),
  customCTAObject: z._default(ctaObject, () => ({
    svg_size: undefined,
    CTAButtonAlignment: d.customCTAObject.CTAButtonAlignment,
  })),
  playerView: flag(d.playerView),
  unconstrained: flag(d.unconstrained),
  hoverToggle: flag(d.hoverToggle),
  showCaption: flag(d.showCaption),
  loop: flag(d.loop),
  safariAutoPlay: flag(d.safariAutoPlay),
  roundedCornersClassName: z.optional(classNames),
  containerWidth: z.optional(length),
  volume,
  startMode: z.optional(optionalText),
  structuredData: flag(d.structuredData),
  customClass: z._default(customClass, () => ({
    cta: undefined,
    ctaBackground: undefined,
    ctaButton: undefined,
    ctaText: undefined,
  })),
  customCTAdisplay: flag(d.customCTAdisplay),
  start: z.optional(moment),
});

/** Extra analytics fields: text, number or yes/no values only. */
const analyticsData = z.catch(
  z.pipe(
    jsonObject,
    z.transform(
      (object) =>
        Object.fromEntries(
          Object.entries(object ?? {}).filter(([, v]) =>
            ['string', 'number', 'boolean'].includes(typeof v),
          ),
        ) as Record<string, string | number | boolean>,
    ),
  ),
  {},
);

/** The widget's inputs: data.video (the id), options, additionalAnalyticsData, radius (px). */
export const WidgetInputSchema = z.object({
  data: z.object({
    video: z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).trim()),
    ),
  }),
  options: z.catch(
    z._default(
      z.pipe(
        jsonObject,
        z.transform((o) => OptionsSchema.parse(o ?? {})),
      ),
      () => OptionsSchema.parse({}),
    ),
    () => OptionsSchema.parse({}),
  ),
  additionalAnalyticsData: analyticsData,
  radius: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
        return Number.isFinite(n) && n >= 0 ? n : undefined;
      }),
    ),
  ),
});

export type WidgetInput = z.output<typeof WidgetInputSchema>;

/** Any value to complete, valid options (never throws: every field falls back on its own). */
export function parseVideoOptions(raw: unknown): VideoWidgetOptions {
  const object = jsonObject.parse(raw) ?? {};
  return OptionsSchema.parse(object);
}

const OPTION_NAMES = Object.keys(OptionsSchema.shape) as (keyof VideoWidgetOptions)[];

/**
 * Options from a query string (the demo page): every known name as given, over `base` (the
 * page's own choices), then the schema.
 */
export function optionsFromQuery(
  params: URLSearchParams,
  base: Record<string, unknown> = {},
): VideoWidgetOptions {
  const raw: Record<string, unknown> = { ...base };
  for (const name of OPTION_NAMES) {
    const value = params.get(name);
    if (value !== null) raw[name] = value;
  }
  return parseVideoOptions(raw);
}
