import { describe, expect, it } from 'vitest';
import { defaultServiceForAccount } from './default-service.ts';
import { defaultTabOnAuth } from './default-tab.ts';
import { hasInternetAir, internetAirAccounts, isInternetAirAccount } from './internet-air.ts';
import { orderStatusAccounts } from './order-status.ts';
import type { AccountDetails } from './schemas.ts';

describe('isInternetAirAccount', () => {
  it.each([
    [{ serviceType: 'internet-air' }, true],
    [{ serviceType: 'Fixed INTERNET' }, true],
    [{ serviceType: 'bundle', isInternetServicePresent: true }, true],
    [{ serviceType: 'bundle', isInternetServicePresent: 'TRUE' }, true],
    [{ isInternetServicePresent: ' true ' }, true],
    [{ serviceType: 'wireless' }, false],
    [{ serviceType: 'wireless', isInternetServicePresent: 'false' }, false],
    [{ isInternetServicePresent: 'yes' }, false],
    [{}, false],
  ])('%j → %s', (account, expected) => {
    expect(isInternetAirAccount(account)).toBe(expected);
  });
});

describe('internetAirAccounts', () => {
  it('takes BSSe and U-verse accounts, never consumer wireless ones', () => {
    const details: AccountDetails = {
      wirelessAccountDetails: [{ accountNumber: 'w', isInternetServicePresent: true }],
      bsseAccountDetails: [
        { accountNumber: 'b1', serviceType: 'internet-air' },
        { accountNumber: 'b2', serviceType: 'wireless' },
      ],
      uverseAccountDetails: [{ accountNumber: 'u1', isInternetServicePresent: 'True' }],
    };
    expect(internetAirAccounts(details).map((a) => a.accountNumber)).toEqual(['b1', 'u1']);
  });
});

/**
 * The default tab and the order-status card read one rule: whenever a signed-in visitor has an
 * Internet Air account with an order to show, they land on the Internet Air tab; and the card's
 * accounts are exactly the Internet Air accounts whose status qualifies.
 */
describe('one "has Internet Air" rule for the default tab and the order status', () => {
  const cases: [string, AccountDetails][] = [
    [
      'serviceType names internet',
      {
        bsseAccountDetails: [
          { accountNumber: '1', accountStatus: 'active', serviceType: 'internet-air' },
        ],
      },
    ],
    [
      'internet present by flag, serviceType silent about it',
      {
        bsseAccountDetails: [
          {
            accountNumber: '2',
            accountStatus: 'Suspended',
            serviceType: 'bundle',
            isInternetServicePresent: 'TRUE',
          },
        ],
      },
    ],
    [
      'a U-verse Internet Air account',
      {
        uverseAccountDetails: [
          { accountNumber: '3', accountStatus: 'pending(active)', isInternetServicePresent: true },
        ],
      },
    ],
    [
      'a cancelled Internet Air account',
      {
        bsseAccountDetails: [
          { accountNumber: '4', accountStatus: 'cancelled', serviceType: 'internet-air' },
        ],
      },
    ],
    [
      'wireless only',
      {
        bsseAccountDetails: [
          { accountNumber: '5', accountStatus: 'active', serviceType: 'wireless' },
        ],
      },
    ],
  ];

  it.each(cases)('%s: an order to show means the Internet Air tab', (_name, details) => {
    const tab = defaultTabOnAuth(defaultServiceForAccount(details));
    if (orderStatusAccounts(details).length > 0) expect(tab).toBe('topic_internet4');
    expect(tab === 'topic_internet4').toBe(hasInternetAir(details));
  });

  it('internet present by flag: the Internet Air tab and its order status', () => {
    const [, details] = cases[1] ?? ['', {}];
    expect(defaultTabOnAuth(defaultServiceForAccount(details))).toBe('topic_internet4');
    expect(orderStatusAccounts(details)).toEqual([{ accountNumber: '2', status: 'Suspended' }]);
  });
});
