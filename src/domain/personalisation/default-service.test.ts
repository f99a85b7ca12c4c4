import { describe, expect, it } from 'vitest';
import { defaultServiceForAccount } from './default-service.ts';

describe('defaultServiceForAccount', () => {
  it.each([
    { name: 'no accounts', details: {}, service: 'myWireless' },
    {
      name: 'a BSSe internet-air account',
      details: { bsseAccountDetails: [{ accountNumber: '1', serviceType: 'internet-air' }] },
      service: 'internet-air',
    },
    {
      name: 'a U-verse account with internet present',
      details: { uverseAccountDetails: [{ accountNumber: '1', isInternetServicePresent: 'TRUE' }] },
      service: 'internet-air',
    },
    {
      name: 'BSSe wireless only',
      details: { bsseAccountDetails: [{ accountNumber: '1', serviceType: 'wireless' }] },
      service: 'myWireless',
    },
    {
      name: 'a consumer wireless account with internet present is not small-business internet',
      details: { wirelessAccountDetails: [{ accountNumber: '1', isInternetServicePresent: true }] },
      service: 'myWireless',
    },
  ])('$name → $service', ({ details, service }) => {
    expect(defaultServiceForAccount(details as never)).toBe(service);
  });
});
