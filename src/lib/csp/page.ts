/**
 * One call per page (BaseLayout): adds the configured origins and the hashes of the page's own
 * inline scripts to the policy Astro writes for it. The sources come from the process's
 * configuration, never from the request, so every visitor of a page gets the same header and
 * the route cache may store it with the page.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../config/env.ts';
import { configuredHosts, configuredMediaHost } from '../../video/hosts.ts';
import { PRINT_STYLE } from '../../video/print.ts';
import { applyPolicyAdditions, policyAdditions, type CspApi } from './policy.ts';

/** The CSP source for an inline script's or style's exact text (what the browser hashes). */
export function inlineScriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export function applyPagePolicy(
  csp: CspApi | undefined,
  config: Pick<SiteConfig, 'searchWidget'> | undefined,
  inlineScripts: readonly string[],
): void {
  if (!csp) return;
  applyPolicyAdditions(
    csp,
    policyAdditions({
      widgetScript: config?.searchWidget.scriptUrl,
      widgetStyle: config?.searchWidget.styleUrl,
      mediaHost: configuredMediaHost(),
      videoHosts: Object.values(configuredHosts()),
    }),
  );
  for (const script of inlineScripts) csp.insertScriptHash(inlineScriptHash(script));
  // The video widget's printable transcript: a frame that inherits this policy.
  csp.insertStyleHash(inlineScriptHash(PRINT_STYLE));
}
