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

describe('alertsView: knowledge management’s banners', () => {
  const knowledgeBanner = {
    id: 'KB1',
    kind: 'warning' as const,
    title: 'eSIM help',
    text: 'Transfer your eSIM.',
    linkText: 'How',
    linkUrl: '/support/article/wireless/KM1',
  };

  it('come after the common feed’s banners and before the warning, with their link rewritten', () => {
    const alerts = alertsView(
      { wirelessConsumerBanner1: banner('wirelessConsumerBanner1') } as never,
      { text: 'Scams' } as never,
      consumer,
      {},
      {
        banners: [
          knowledgeBanner,
          {
            id: 'KB2',
            kind: 'info',
            title: undefined,
            text: 'No link',
            linkText: undefined,
            linkUrl: undefined,
          },
        ],
      },
    );
    expect(alerts.map((alert) => alert.id)).toEqual([
      'wirelessConsumerBanner1',
      'knowledge-KB1',
      'knowledge-KB2',
      'warning-alert',
    ]);
    expect(alerts[1]).toEqual({
      id: 'knowledge-KB1',
      kind: 'warning',
      title: 'eSIM help',
      message: 'Transfer your eSIM.',
      link: { text: 'How', href: 'link:/support/article/wireless/KM1' },
    });
    expect(alerts[2]?.link).toBeUndefined();
  });

  it('are marked en when they are the English answer standing in', () => {
    const alerts = alertsView(
      {},
      undefined,
      consumer,
      {},
      {
        banners: [knowledgeBanner],
        lang: 'en',
      },
    );
    expect(alerts.map((alert) => alert.lang)).toEqual(['en']);
  });
});
