import { describe, expect, it } from 'vitest';
import { OUTAGE_FALLBACK_BANNER, OUTAGE_STATUS_PATH, outageView } from './outage.ts';
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
        banners: [{ severity: 'error', ...OUTAGE_FALLBACK_BANNER }],
      },
    },
  ])('$name (every link through the page link rule)', ({ status, banners, expected }) => {
    expect(outageView(status as OutageStatus, banners as never, consumer)).toEqual(expected);
  });
});
