import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPusher, type AnalyticsRecord } from './data-layer.ts';
import { reportLinkClick } from './link-click.ts';
import { $consentState } from '../stores/recognised.ts';
import { $isAuth, resetSession } from '../stores/session.ts';
import { startPersonalisationAnalytics } from './personalisation.ts';
import { $recommendations } from '../stores/recommendations.ts';

let stop = () => {};
afterEach(() => {
  stop();
  $recommendations.set(undefined);
  $consentState.set('unchecked');
  resetSession();
  vi.unstubAllGlobals();
});

function start() {
  const host: { dataLayer?: unknown[] } = { dataLayer: [] };
  stop = startPersonalisationAnalytics(
    'http://site.test/wireless',
    createPusher(() => host),
  );
  return () => host.dataLayer ?? [];
}

describe('personalisation analytics: recommendations', () => {
  it('reports one impression for the recommendations row when it arrives', () => {
    const events = start();
    $recommendations.set([
      { title: 'A', url: '/a' },
      { title: 'B', url: '/b' },
      { title: 'C', url: '/c' },
    ]);
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'impression',
        impressions: 'Recommended for you',
        source: 'Recommended',
        count: 3,
        authenticated: false,
      }),
    ]);
  });

  it('reports nothing while there are none', () => {
    const events = start();
    $recommendations.set(undefined);
    expect(events()).toEqual([]);
  });
});

describe('personalisation analytics: the page language', () => {
  it("carries the page's language on what it reports, read from <html lang>", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'es' } });
    const events = start();
    $recommendations.set([{ title: 'A', url: '/a' }]);
    expect(events()).toEqual([
      expect.objectContaining({ event: 'impression', pageLanguage: 'es' }),
    ]);
  });
});

describe('personalisation analytics: the consent state on every event', () => {
  const clickOn = (host: { dataLayer?: unknown[] }) =>
    reportLinkClick(
      { linkDestinationUrl: '/x', linkName: 'X' },
      createPusher(() => host),
    );

  it('is the anonymous state before the layer starts, the live one while it runs, anonymous after', () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [] };
    clickOn(host);
    start();
    $isAuth.set(true);
    $consentState.set('declined');
    host.dataLayer?.push('between');
    clickOn(host);
    stop();
    stop = () => {};
    clickOn(host);
    const states = (host.dataLayer ?? []).map((event) =>
      typeof event === 'string'
        ? event
        : `${(event as AnalyticsRecord)['consentState']}/${(event as AnalyticsRecord)['authenticated']}`,
    );
    expect(states).toEqual(['unchecked/false', 'between', 'declined/true', 'unchecked/false']);
  });
});
