export { default as Breadcrumbs } from './Breadcrumbs.astro';
export type { BreadcrumbEntry } from './Breadcrumbs.astro';
