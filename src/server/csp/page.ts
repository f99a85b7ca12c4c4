/**
 * One call per page (BaseLayout): adds the configured origins and the hashes of the page's own
 * inline scripts to the policy Astro writes for it. The sources come from the process's
 * configuration, never from the request, so every visitor of a page gets the same header and
 * the route cache may store it with the page.
 */
import type { SiteConfig } from '../../node/config.ts';
import { configuredHosts, configuredMediaHost } from '../../video/model/hosts.ts';
import { SELF_WRITTEN_STYLE_HASHES, inlineScriptHash } from './page-hashes.ts';
import { applyPolicyAdditions, policyAdditions, type CspApi } from './policy.ts';

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
  for (const hash of SELF_WRITTEN_STYLE_HASHES) csp.insertStyleHash(hash);
}
