/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    ctx: import('./lib/request-context.ts').RequestContext;
    /** Set by a landing page that may be shared by caches; the middleware writes the header. */
    shareable?: { maxAge: number; staleWhileRevalidate: number };
    /** Set by a page whose render is degraded (src/lib/landing-health.ts): why, for the logs. */
    degraded?: string[];
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate only for a signed-in or recognised visitor (src/personalisation/client-directive.ts). */
    'client:personal'?: boolean;
    /**
     * Hydrate when visible (default) or idle, replaying taps and key presses that came first
     * (src/islands/replay/replay-directive.ts).
     */
    'client:replay'?:
      boolean | 'visible' | 'idle' | { when?: 'visible' | 'idle'; document?: string };
  }
}
