import { describe, expect, it } from 'vitest';
import { OUTAGE_STATUS_PATH, outageView } from './outage.ts';
import { consumer } from '../../../tests/support/landing-fixtures.ts';
import {
  OUTAGE_ISSUE,
  OUTAGE_NO_ISSUE,
  OUTAGE_UNKNOWN,
  type OutageStatus,
} from '../../domain/outage.ts';

describe('outageView', () => {
  const banner = {
    title: 'Outage',
    message: 'Down',
    severity: 'warning',
    linkText: 'More',
    linkUrl: '/o',
  };
  it.each([
    {
      name: 'no issue',
      status: OUTAGE_NO_ISSUE,
      banners: [banner],
      expected: { status: OUTAGE_NO_ISSUE, state: 'none' },
    },
    {
      name: 'unknown',
      status: OUTAGE_UNKNOWN,
      banners: [],
      expected: {
        status: OUTAGE_UNKNOWN,
        state: 'unknown',
        statusHref: `link:${OUTAGE_STATUS_PATH}`,
      },
    },
    {
      name: 'an issue with banners',
      status: OUTAGE_ISSUE,
      banners: [banner, { title: 'Other' }],
      expected: {
        status: OUTAGE_ISSUE,
        state: 'issue',
        banners: [
          {
            severity: 'warning',
            title: 'Outage',
            message: 'Down',
            link: { text: 'More', href: 'link:/o' },
          },
          { severity: 'error', title: 'Other', message: undefined, link: undefined },
        ],
      },
    },
    {
      name: 'an issue without banners',
      status: OUTAGE_ISSUE,
      banners: [],
      expected: {
        status: OUTAGE_ISSUE,
        state: 'issue',
        banners: [
          {
            severity: 'error',
            title: 'Service interruption reported',
            message: "We're working on an issue that may affect wireless service.",
          },
        ],
      },
    },
  ])('$name (every link through the page link rule)', ({ status, banners, expected }) => {
    expect(outageView(status as OutageStatus, banners as never, consumer)).toEqual(expected);
  });

  it('writes its own banner in Spanish and hands the section its language on a Spanish page', () => {
    const spanish = { ...consumer, locale: 'es' as const };
    expect(outageView(OUTAGE_ISSUE, [], spanish)).toEqual({
      status: OUTAGE_ISSUE,
      state: 'issue',
      locale: 'es',
      banners: [
        {
          severity: 'error',
          title: 'Se reportó una interrupción del servicio',
          message:
            'Estamos trabajando para resolver un problema que podría afectar el servicio inalámbrico.',
        },
      ],
    });
    expect(outageView(OUTAGE_NO_ISSUE, [], spanish)).toEqual({
      status: OUTAGE_NO_ISSUE,
      state: 'none',
      locale: 'es',
    });
  });
});

describe('outageView: English banners on another language page', () => {
  it('keeps the mark of each banner that is the English one', () => {
    const view = outageView(
      OUTAGE_ISSUE,
      [
        { title: 'Service interruption', severity: 'error', lang: 'en' },
        { title: 'Interrupción', severity: 'error' },
      ] as never,
      consumer,
    );
    expect(view.state === 'issue' && view.banners.map((banner) => banner.lang)).toEqual([
      'en',
      undefined,
    ]);
  });
});
