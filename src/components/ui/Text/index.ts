export { default as Text } from './Text.astro';
export * from './text-options.ts';
