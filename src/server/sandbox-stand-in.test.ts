import { describe, expect, it } from 'vitest';
import { runPublishSecret, sandboxStandIn } from './sandbox-stand-in.ts';

const UPSTREAMS = ['UPSTREAM_API_URL', 'UPSTREAM_CMS_URL', 'UPSTREAM_VIDEO_URL'];
const API_AND_CMS = {
  UPSTREAM_API_URL: 'https://api.example',
  UPSTREAM_CMS_URL: 'https://cms.example',
};
/** The upstreams set, by which of them are missing. */
const SET_WHEN_MISSING = {
  none: { ...API_AND_CMS, UPSTREAM_VIDEO_URL: 'https://video.example' },
  some: API_AND_CMS,
  all: {},
} as const;
const MISSING = {
  none: [],
  some: ['UPSTREAM_VIDEO_URL'],
  all: UPSTREAMS,
} as const;

type Missing = keyof typeof MISSING;
type Expected = 'none' | 'sandbox' | 'refused';

describe('sandboxStandIn', () => {
  // SITE_ENV (undefined: unset) × which upstreams are missing → the decision.
  it.each<[string | undefined, Missing, Expected]>([
    [undefined, 'none', 'none'],
    [undefined, 'some', 'refused'],
    [undefined, 'all', 'refused'],
    ['prod', 'none', 'none'],
    ['prod', 'some', 'refused'],
    ['prod', 'all', 'refused'],
    ['stage', 'none', 'none'],
    ['stage', 'some', 'refused'],
    ['stage', 'all', 'refused'],
    ['local', 'none', 'none'],
    ['local', 'some', 'sandbox'],
    ['local', 'all', 'sandbox'],
    // Resolved as the site's configuration resolves it: a cluster, any case, unknown names.
    ['prod-dc2', 'all', 'refused'],
    ['staging', 'all', 'refused'],
    ['', 'all', 'refused'],
    [' LOCAL ', 'some', 'sandbox'],
  ])('SITE_ENV=%j with %s missing: %s', (siteEnv, missing, expected) => {
    const env = {
      ...SET_WHEN_MISSING[missing],
      ...(siteEnv === undefined ? {} : { SITE_ENV: siteEnv }),
    };
    const decision = sandboxStandIn(env, UPSTREAMS);
    expect(decision.kind).toBe(expected);
    if (decision.kind === 'sandbox') expect(decision.upstreams).toEqual(MISSING[missing]);
    if (decision.kind === 'refused') {
      // Every missing variable named, first thing in the message.
      expect(decision.message).toMatch(new RegExp(`^${MISSING[missing].join(', ')} not set`));
      expect(decision.message).toContain('SITE_ENV=local');
    }
  });

  it('says an unset SITE_ENV means production, and names a set one', () => {
    const unset = sandboxStandIn({}, UPSTREAMS);
    expect(unset.kind === 'refused' && unset.message).toContain(
      'SITE_ENV is unset, which means prod',
    );
    const stage = sandboxStandIn({ SITE_ENV: 'stage' }, UPSTREAMS);
    expect(stage.kind === 'refused' && stage.message).toContain("SITE_ENV is 'stage'");
  });
});

describe('runPublishSecret', () => {
  it('is long, URL-safe and new every run', () => {
    const secrets = new Set(Array.from({ length: 50 }, runPublishSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[\w-]{32}$/);
  });
});
