import { describe, expect, it } from 'vitest';
import { orderStatusAccounts, qualifyingOrderAccounts, showsOrderStatus } from './order-status.ts';

describe('order status', () => {
  const accounts = [
    { accountNumber: '1', accountStatus: 'ACTIVE' },
    { accountNumber: '2', accountStatus: 'pending(active)' },
    { accountNumber: '3', accountStatus: 'PendingActive' },
    { accountNumber: '4', accountStatus: 'Suspended' },
    { accountNumber: '5', accountStatus: 'cancelled' },
    { accountNumber: '6', accountStatus: 'pending' },
    { accountNumber: '', accountStatus: 'active' },
    { accountNumber: '7' },
  ];
  it('keeps active, pending(active) and suspended, in any case', () => {
    expect(qualifyingOrderAccounts(accounts).map((a) => a.accountNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
  it.each([
    ['smb-internet-air', accounts, true],
    ['smb-internet-air', [{ accountNumber: '5', accountStatus: 'cancelled' }], false],
    ['smb-wireless', accounts, false],
    ['wireless', accounts, false],
  ])('shows for %s: %s', (service, list, expected) => {
    expect(showsOrderStatus(service, list)).toBe(expected);
  });

  it('orderStatusAccounts: the qualifying Internet Air accounts, by serviceType or by the internet flag', () => {
    expect(
      orderStatusAccounts({
        bsseAccountDetails: [
          { accountNumber: '1', accountStatus: 'active', serviceType: 'internet-air' },
          { accountNumber: '2', accountStatus: 'active', isInternetServicePresent: 'TRUE' },
          { accountNumber: '3', accountStatus: 'active', serviceType: 'wireless' },
          { accountNumber: '4', accountStatus: 'cancelled', serviceType: 'internet-air' },
        ],
      }).map((a) => a.accountNumber),
    ).toEqual(['1', '2']);
    expect(orderStatusAccounts(undefined)).toEqual([]);
  });
});
