export interface BreadcrumbEntry {
  url: string;
  text: string;
}

export type BreadcrumbVariant = 'header' | 'footer' | 'standalone';

/** Header and footer trails sit on the same page, so their landmarks need different names. */
export function breadcrumbLabel(variant: BreadcrumbVariant): string {
  return variant === 'footer' ? 'Breadcrumb (footer)' : 'Breadcrumb';
}
