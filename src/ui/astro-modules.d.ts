// Plain `tsc` cannot read .astro files (astro check can, and its resolution wins over this
// wildcard). The fallback types their default export for .ts files that import them.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const component: AstroComponentFactory;
  export default component;
}
