import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPusher } from './data-layer.ts';
import { startPersonalisationAnalytics } from './personalisation.ts';
import { $recommendations } from '../stores/recommendations.ts';

let stop = () => {};
afterEach(() => {
  stop();
  $recommendations.set(undefined);
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
