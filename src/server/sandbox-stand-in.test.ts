import { describe, expect, it } from 'vitest';
import { runPublishSecret, sandboxStandIn } from './sandbox-stand-in.ts';

const UPSTREAMS = ['UPSTREAM_API_URL', 'UPSTREAM_CMS_URL'];
const all = { UPSTREAM_API_URL: 'https://api.example', UPSTREAM_CMS_URL: 'https://cms.example' };

describe('sandboxStandIn', () => {
  it.each([
    ['every upstream set', { ...all, SITE_ENV: 'prod' }, { kind: 'none' }],
    [
      'nothing set (a demo), any environment',
      { SITE_ENV: 'prod' },
      { kind: 'sandbox', upstreams: UPSTREAMS },
    ],
    ['nothing set, no environment', {}, { kind: 'sandbox', upstreams: UPSTREAMS }],
    [
      'one missing, local',
      { UPSTREAM_API_URL: 'x', SITE_ENV: 'local' },
      { kind: 'sandbox', upstreams: ['UPSTREAM_CMS_URL'] },
    ],
    [
      'one missing, no environment (local by default)',
      { UPSTREAM_API_URL: 'x' },
      { kind: 'sandbox', upstreams: ['UPSTREAM_CMS_URL'] },
    ],
  ])('%s', (_name, env, expected) => {
    expect(sandboxStandIn(env, UPSTREAMS)).toEqual(expected);
  });

  it.each(['prod', 'stage', 'prod-dc2'])(
    'one missing with SITE_ENV=%s is refused, naming it',
    (env) => {
      const decision = sandboxStandIn({ UPSTREAM_API_URL: 'x', SITE_ENV: env }, UPSTREAMS);
      expect(decision.kind).toBe('refused');
      expect(decision.kind === 'refused' && decision.message).toMatch(/^UPSTREAM_CMS_URL not set/);
    },
  );
});

describe('runPublishSecret', () => {
  it('is long, URL-safe and new every run', () => {
    const secrets = new Set(Array.from({ length: 50 }, runPublishSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[\w-]{32}$/);
  });
});
