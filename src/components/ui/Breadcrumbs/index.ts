export { default as Breadcrumbs } from './Breadcrumbs.astro';
export type { BreadcrumbEntry, BreadcrumbVariant } from './breadcrumb-rules.ts';
export { breadcrumbLabel } from './breadcrumb-rules.ts';
