import type { Locale } from '../../domain/i18n/locales.ts';
import { uiText } from '../../domain/i18n/ui.ts';

export interface BreadcrumbEntry {
  url: string;
  text: string;
}

export type BreadcrumbVariant = 'header' | 'footer' | 'standalone';

/** Header and footer trails sit on the same page, so their landmarks need different names. */
export function breadcrumbLabel(variant: BreadcrumbVariant, locale?: Locale): string {
  const labels = uiText(locale).breadcrumb;
  return variant === 'footer' ? labels.footer : labels.standalone;
}
