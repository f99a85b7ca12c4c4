/// <reference types="astro/client" />

/** A CSS module whose rules load with the code that imports it (build/lazy-styles.mjs). */
declare module '*.module.scss?lazy' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/**
 * A CSS module whose rules go to the stylesheet of the parts below the first screen
 * (build/below-fold-styles.mjs); a page that renders it places src/components/BelowFoldStylesheet.astro.
 */
declare module '*.module.scss?below-fold' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** That stylesheet's address in a build; undefined in development, where the rules are inline. */
declare module 'virtual:below-fold-stylesheet' {
  const href: string | undefined;
  export default href;
}

declare namespace App {
  interface Locals {
    ctx: import('./server/request-context.ts').RequestContext;
    /** Set by a landing page that may be shared by caches; the middleware writes the header. */
    shareable?: { maxAge: number; staleWhileRevalidate: number };
    /** Set by a page whose render is degraded (src/server/landing-health.ts): why, for the logs. */
    degraded?: string[];
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /**
     * Hydrate when visible (default), idle after load, idle for a signed-in or recognised
     * visitor only ('personal'), with the first interaction only ('interaction'), or when the
     * page's code asks for the island by its `ask` name, replaying taps and key presses that came
     * first (src/islands/replay/replay-directive.ts).
     */
    'client:replay'?:
      | boolean
      | 'visible'
      | 'idle'
      | 'personal'
      | { when?: 'visible' | 'idle' | 'personal' | 'interaction'; document?: string }
      | { ask: string };
  }
}

/** A module bundled and minified into one classic script's text, for an inline <script> (build/inline-scripts.mjs). */
declare module '*?inline-script' {
  const text: string;
  export default text;
}
