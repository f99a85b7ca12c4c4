import { describe, expect, it } from 'vitest';
import { appBadge, appBadgeSvg, isAppBadgeVariant } from './badges.ts';

describe('appBadge', () => {
  it.each([
    ['apple-sm', 'apple', 120, 40, 'Download on the App Store'],
    ['apple-lg', 'apple', 162, 54, 'Download on the App Store'],
    ['google-sm', 'google', 120, 40, 'Get it on Google Play'],
    ['google-lg', 'google', 162, 54, 'Get it on Google Play'],
  ] as const)('%s', (variant, store, width, height, label) => {
    expect(appBadge(variant)).toEqual({ store, width, height, label });
  });

  it.each([
    ['apple-sm', 'Descargar en el App Store', 'Descargar en el'],
    ['google-lg', 'Disponible en Google Play', 'DISPONIBLE EN'],
  ] as const)('%s on a Spanish page says %j', (variant, label, artwork) => {
    expect(appBadge(variant, 'es').label).toBe(label);
    expect(appBadgeSvg(variant, 'es')).toContain(`>${artwork}</text>`);
    expect(appBadgeSvg(variant)).not.toContain(`>${artwork}</text>`);
  });

  it.each(['apple', 'google-md', '', 3])('rejects %s', (value) => {
    expect(isAppBadgeVariant(value)).toBe(false);
  });
});
