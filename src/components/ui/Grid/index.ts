export { default as Grid } from './Grid.astro';
export * from './grid-rules.ts';
