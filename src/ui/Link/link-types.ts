export const LINK_TYPES: readonly LinkType[] = [
  'inline',
  'standalone',
  'arrow',
  'primaryCta',
  'secondaryCta',
];
export type LinkType = 'inline' | 'standalone' | 'arrow' | 'primaryCta' | 'secondaryCta';
