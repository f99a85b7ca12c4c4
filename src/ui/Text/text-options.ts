/**
 * The Text element's allowed values. Content editors set these freely, so anything outside
 * a list is ignored (the default applies) rather than leaking into class names or styles.
 */
export const TEXT_SIZES = ['type-lg', 'type-base', 'type-sm', 'type-xs', 'type-xxs'] as const;
export const TEXT_WRAPPERS = ['div', 'p', 'span'] as const;
export const TEXT_FONTS = ['regular', 'italic', 'bold', 'bold-italic'] as const;
export const TEXT_LINE_HEIGHTS = ['loose', 'normal', 'tight'] as const;
export const TEXT_COLORS = [
  'gray-800',
  'gray-700',
  'gray-600',
  'cobalt-600',
  'cobalt-800',
  'red-600',
  'green-600',
  'white',
] as const;
export const TEXT_BULLETS = ['bullet', 'checkmark', 'dash', 'arrow'] as const;

export type TextSize = (typeof TEXT_SIZES)[number];
export type TextWrapper = (typeof TEXT_WRAPPERS)[number];
export type TextFont = (typeof TEXT_FONTS)[number];
export type TextLineHeight = (typeof TEXT_LINE_HEIGHTS)[number];
export type TextColor = (typeof TEXT_COLORS)[number];
export type TextBullet = (typeof TEXT_BULLETS)[number];

export interface TextOptionsInput {
  size?: unknown;
  wrapper?: unknown;
  font?: unknown;
  lineHeight?: unknown;
  color?: unknown;
  margin?: unknown;
  bulletType?: unknown;
}

export interface TextOptions {
  size: TextSize;
  wrapper: TextWrapper;
  font: TextFont;
  lineHeight: TextLineHeight;
  color: TextColor | undefined;
  margin: string | undefined;
  bulletType: TextBullet | undefined;
}

export const TEXT_DEFAULTS = {
  size: 'type-base',
  wrapper: 'p',
  font: 'regular',
  lineHeight: 'normal',
} as const;

function pick<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

// One to four CSS lengths (px, rem, em, %) or 0/auto: enough for margins, nothing that could inject CSS.
const MARGIN = /^(?:(?:-?\d+(?:\.\d+)?(?:px|rem|em|%)|0|auto)(?:\s+|$)){1,4}$/;

export function resolveTextOptions(input: TextOptionsInput): TextOptions {
  const margin = typeof input.margin === 'string' ? input.margin.trim() : undefined;
  return {
    size: pick(TEXT_SIZES, input.size) ?? TEXT_DEFAULTS.size,
    wrapper: pick(TEXT_WRAPPERS, input.wrapper) ?? TEXT_DEFAULTS.wrapper,
    font: pick(TEXT_FONTS, input.font) ?? TEXT_DEFAULTS.font,
    lineHeight: pick(TEXT_LINE_HEIGHTS, input.lineHeight) ?? TEXT_DEFAULTS.lineHeight,
    color: pick(TEXT_COLORS, input.color),
    margin: margin && MARGIN.test(margin) ? margin : undefined,
    bulletType: pick(TEXT_BULLETS, input.bulletType),
  };
}
