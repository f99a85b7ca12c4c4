import { describe, expect, it } from 'vitest';
import { routeLabel, siteMetrics } from './metrics.ts';

describe('routeLabel', () => {
  it.each([
    ['/wireless', '/wireless'],
    ['/smallbusiness/wireless', '/smallbusiness/wireless'],
    ['/es/wireless', '/es/wireless'],
    ['/es/smallbusiness/wireless', '/es/smallbusiness/wireless'],
    ['/_astro/client.Ab12.js', 'asset'],
    ['/msapi/support-account/v1/infocus', 'relay'],
    ['/kmservices/v2/search', 'relay'],
    ['/api/publish', 'api'],
    ['/acctmgmt/signin', 'account'],
    ['/support/article-modal/x/KM1', 'support'],
    ['/no-such-page-123', 'other'],
    ['/wireless/extra', 'other'],
  ])('%s → %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });

  it('a flood of distinct paths adds one series', async () => {
    const metrics = siteMetrics();
    for (let n = 0; n < 500; n += 1) {
      metrics.requests.inc({ route: routeLabel(`/flood-${n}`), status: '404' });
    }
    const text = await metrics.registry.metrics();
    expect(text.match(/site_http_requests_total\{route="other",status="404"\} 500/)).not.toBeNull();
    expect(text).not.toContain('flood-');
  });
});
