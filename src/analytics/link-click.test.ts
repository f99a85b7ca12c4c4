import { createPusher, type DataLayerTarget } from './data-layer.ts';
import { buildLinkClickEvent, reportLinkClick } from './link-click.ts';

describe('buildLinkClickEvent', () => {
  it.each([
    {
      name: 'defaults the position to Body',
      input: { linkDestinationUrl: '/support/sim', linkName: 'SIM help' },
      expected: {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/support/sim',
        linkName: 'SIM help',
        linkPosition: 'Body',
      },
    },
    {
      name: 'keeps a given position',
      input: { linkDestinationUrl: '/a', linkName: 'A', linkPosition: 'Header' },
      expected: {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/a',
        linkName: 'A',
        linkPosition: 'Header',
      },
    },
    {
      name: 'adds extras',
      input: { linkDestinationUrl: '/a', linkName: 'A', extras: { pageName: 'wireless', slot: 2 } },
      expected: {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/a',
        linkName: 'A',
        linkPosition: 'Body',
        pageName: 'wireless',
        slot: 2,
      },
    },
    {
      name: 'never lets extras rename the event or action',
      input: { linkDestinationUrl: '/a', linkName: 'A', extras: { event: 'Other', action: 'x' } },
      expected: {
        event: 'Link_Click',
        action: 'linkClick',
        linkDestinationUrl: '/a',
        linkName: 'A',
        linkPosition: 'Body',
      },
    },
  ])('$name', ({ input, expected }) => {
    expect(buildLinkClickEvent(input)).toEqual(expected);
  });
});

describe('reportLinkClick', () => {
  it('pushes once and holds back an identical repeat', () => {
    const host: DataLayerTarget = {};
    const pusher = createPusher(() => host, { createLayer: true });
    expect(reportLinkClick({ linkDestinationUrl: '/a', linkName: 'A' }, pusher)).toBe(true);
    expect(reportLinkClick({ linkDestinationUrl: '/a', linkName: 'A' }, pusher)).toBe(false);
    expect(reportLinkClick({ linkDestinationUrl: '/b', linkName: 'B' }, pusher)).toBe(true);
    expect(host.dataLayer).toHaveLength(2);
    expect(host.dataLayer?.[0]).toMatchObject({ event: 'Link_Click', linkName: 'A' });
  });
});
