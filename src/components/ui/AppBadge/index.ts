export { default as AppBadge } from './AppBadge.astro';
export * from './badges.ts';
