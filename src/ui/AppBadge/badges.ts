import type { Locale } from '../../domain/i18n/locales.ts';
import { uiText } from '../../domain/i18n/ui.ts';

export const APP_BADGE_VARIANTS = ['apple-sm', 'apple-lg', 'google-sm', 'google-lg'] as const;
export type AppBadgeVariant = (typeof APP_BADGE_VARIANTS)[number];

export interface AppBadge {
  store: 'apple' | 'google';
  /** The store's own wording in the page's language, used as the link's accessible name. */
  label: string;
  width: number;
  height: number;
}

const SIZES = { sm: { width: 120, height: 40 }, lg: { width: 162, height: 54 } } as const;

export function isAppBadgeVariant(value: unknown): value is AppBadgeVariant {
  return typeof value === 'string' && (APP_BADGE_VARIANTS as readonly string[]).includes(value);
}

export function appBadge(variant: AppBadgeVariant, locale?: Locale): AppBadge {
  const [store, size] = variant.split('-') as ['apple' | 'google', 'sm' | 'lg'];
  return { store, label: uiText(locale).appBadge[store].label, ...SIZES[size] };
}

/**
 * Badge artwork as trusted SVG markup (a constant, never content), shared by the Astro badge
 * and the React link. Decorative: the surrounding link carries the name.
 */
export function appBadgeSvg(variant: AppBadgeVariant, locale?: Locale): string {
  const { store, width, height } = appBadge(variant);
  // The small line is the store's wording in the page's language; the store names stay.
  const small = uiText(locale).appBadge[store].artwork;
  const big = store === 'apple' ? 'App Store' : 'Google Play';
  const glyph =
    store === 'apple'
      ? '<path fill="#fff" d="M26 13c-1.5 0-3 1-3.6 2.3-1.5 2.7-.4 6.7 1.1 8.9.7 1 1.6 2.2 2.7 2.2 1.1 0 1.5-.7 2.8-.7s1.7.7 2.8.7c1.2 0 1.9-1.1 2.6-2.1.8-1.2 1.1-2.3 1.2-2.4 0 0-2.2-.9-2.3-3.4 0-2.1 1.7-3.1 1.8-3.2-1-1.5-2.5-1.6-3-1.7-1.3-.1-2.5.8-3.1.8-.6 0-1.6-.8-2.7-.8zM30 9.5c-.9 0-2 .6-2.6 1.4-.6.6-1 1.6-.9 2.6 1 .1 2-.5 2.6-1.3.6-.7 1-1.7.9-2.7z"/>'
      : '<path fill="#00d7fe" d="M20 10l11 10-11 10z"/><path fill="#ffce00" d="M31 20l4-2.3c1 .6 1 2 0 2.6L31 22.6z"/><path fill="#ff3a44" d="M20 30l11-8 3.9 2.3-13.4 7.4c-.6.3-1.2.1-1.5-.3z"/><path fill="#00f076" d="M20 10c.3-.4.9-.6 1.5-.3l13.4 7.4L31 19.3z"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" width="${width}" height="${height}" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#000"/><rect x=".5" y=".5" width="119" height="39" rx="5.5" fill="none" stroke="#a6a6a6"/><g transform="translate(-12 0)">${glyph}</g><text x="31" y="15" fill="#fff" font-family="Arial, sans-serif" font-size="7">${small}</text><text x="31" y="29" fill="#fff" font-family="Arial, sans-serif" font-size="13" font-weight="700" textLength="${store === 'apple' ? 60 : 80}">${big}</text></svg>`;
}
