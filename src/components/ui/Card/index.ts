export { default as Card } from './Card.astro';
