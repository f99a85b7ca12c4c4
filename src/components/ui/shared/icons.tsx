/** The small icon set buttons and links may name (names are serialisable, so islands can receive them). */
export const ICON_NAMES = ['arrow-right', 'cart', 'mail', 'globe', 'external', 'phone'] as const;
export type IconName = (typeof ICON_NAMES)[number];

const PATHS: Record<IconName, string> = {
  'arrow-right': 'M4 10h11M11 5l5 5-5 5',
  cart: 'M2 3h3l2 10h9l2-7H6M8 17a1 1 0 100 .1M15 17a1 1 0 100 .1',
  mail: 'M3 5h14v10H3zM3 5l7 6 7-6',
  globe: 'M10 2a8 8 0 100 16 8 8 0 000-16zM2 10h16M10 2c3 3 3 13 0 16M10 2c-3 3-3 13 0 16',
  external: 'M11 3h6v6M17 3l-8 8M15 12v5H3V5h5',
  phone: 'M6 2h8v16H6zM9 15h2',
};

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 20 20">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
