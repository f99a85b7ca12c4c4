/** The preview modes' chunk: loaded with import() only when a tile is in autoplay or hover mode. */
export { default as AutoplayTile } from './AutoplayTile.tsx';
export { default as HoverTile } from './HoverTile.tsx';
