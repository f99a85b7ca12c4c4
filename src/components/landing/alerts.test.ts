import { describe, expect, it } from 'vitest';
import { alertsView } from './alerts.ts';
import { consumer, smallBusiness } from '../../../tests/support/landing-fixtures.ts';

const banner = (key: string, extra: Record<string, string> = {}) => ({
  key,
  type: 'info' as const,
  title: `Title ${key}`,
  text: `Text ${key}`,
  ...extra,
});

describe('alertsView', () => {
  const banners = {
    wirelessConsumerBanner1: banner('wirelessConsumerBanner1', { linkText: 'More', linkUrl: '/x' }),
    wirelessConsumerBanner2: banner('wirelessConsumerBanner2'),
    wirelessSmbBanner1: banner('wirelessSmbBanner1'),
  };

  it.each([
    [
      'consumer banners only, in key order',
      consumer,
      ['wirelessConsumerBanner1', 'wirelessConsumerBanner2'],
    ],
    ['smb banners only', smallBusiness, ['wirelessSmbBanner1']],
  ])('%s', (_name, view, ids) => {
    expect(alertsView(banners as never, undefined, view).map((alert) => alert.id)).toEqual(ids);
  });

  it('rewrites a banner link and leaves a banner without one linkless', () => {
    const [first, second] = alertsView(banners as never, undefined, consumer);
    expect(first?.link).toEqual({ text: 'More', href: 'link:/x' });
    expect(second?.link).toBeUndefined();
  });

  it.each([
    [
      { text: 'Heads up', title: 'Note' },
      { id: 'warning-alert', kind: 'warning', title: 'Note', message: 'Heads up', link: undefined },
    ],
    [
      { text: 'Heads up', link: { text: 'Read', href: '/y' } },
      {
        id: 'warning-alert',
        kind: 'warning',
        title: undefined,
        message: 'Heads up',
        link: { text: 'Read', href: 'link:/y' },
      },
    ],
  ])('adds the content warning %j last', (warning, expected) => {
    const alerts = alertsView({}, warning as never, consumer);
    expect(alerts).toEqual([expected]);
  });

  it('ignores a warning without text', () => {
    expect(alertsView({}, { title: 'Only a title' } as never, consumer)).toEqual([]);
  });
});

describe('alertsView: English banners on another language page', () => {
  it('marks the banners the common feed took from English, and the warning of an English common block', () => {
    const banners = {
      wirelessConsumerBanner1: banner('wirelessConsumerBanner1'),
      wirelessConsumerBanner2: banner('wirelessConsumerBanner2'),
    };
    const alerts = alertsView(banners as never, { text: 'Scams' } as never, consumer, {
      banners: ['wirelessConsumerBanner2'],
      warning: true,
    });
    expect(alerts.map((alert) => [alert.id, alert.lang])).toEqual([
      ['wirelessConsumerBanner1', undefined],
      ['wirelessConsumerBanner2', 'en'],
      ['warning-alert', 'en'],
    ]);
  });
});
