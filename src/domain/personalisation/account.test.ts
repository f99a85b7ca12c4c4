import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';
import {
  accountDetailsRequest,
  capitalisedFirstName,
  devicesRequest,
  hasBsseWireless,
  wirelessAccountNumbers,
  wirelessBan,
} from './account.ts';

describe('capitalisedFirstName', () => {
  it.each([
    ['jordan', 'Jordan'],
    ['JORDAN', 'Jordan'],
    ['jORDAN', 'Jordan'],
    ['  ana ', 'Ana'],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (firstName, expected) => {
    expect(capitalisedFirstName({ firstName })).toBe(expected);
  });
});

describe('the account numbers', () => {
  const details = {
    wirelessAccountDetails: [{ accountNumber: '100' }],
    bsseAccountDetails: [
      { accountNumber: '200', serviceType: 'Wireless' },
      { accountNumber: '300', serviceType: 'internet-air' },
      { accountNumber: '400', isWirelessServicePresent: 'true' },
    ],
  };
  it('wireless numbers: consumer first, then BSSe wireless', () => {
    expect(wirelessAccountNumbers(details)).toEqual(['100', '200', '400']);
    expect(wirelessBan(details)).toBe('100');
    expect(wirelessBan({ bsseAccountDetails: details.bsseAccountDetails })).toBe('200');
    expect(wirelessBan({})).toBeUndefined();
  });
  it.each([
    [{ bsseAccountDetails: [{ serviceType: 'wireless' }] }, true],
    [{ bsseAccountDetails: [{ isWirelessServicePresent: 'TRUE' }] }, true],
    [{ bsseAccountDetails: [{ serviceType: 'internet-air' }] }, false],
    [{ wirelessAccountDetails: [{ serviceType: 'wireless' }] }, false],
    [{}, false],
  ])('hasBsseWireless(%j) → %s', (input, expected) => {
    expect(hasBsseWireless(input as never)).toBe(expected);
  });
});

describe('the account calls', () => {
  it.each([
    [undefined, { method: 'POST', path: ENDPOINTS.accountDetails }],
    ['false', { method: 'POST', path: ENDPOINTS.accountDetails }],
    ['true', { method: 'POST', path: ENDPOINTS.accountDetails }],
    ['bsse', { method: 'GET', path: ENDPOINTS.profileDetails, params: { variant: 'bsse' } }],
    [
      'BSSE-TLG',
      { method: 'GET', path: ENDPOINTS.profileDetails, params: { variant: 'bsse-tlg' } },
    ],
  ])('unified flag %j → %j', (flag, call) => {
    expect(accountDetailsRequest(flag)).toEqual(call);
  });

  it.each([
    [false, ['1'], { path: ENDPOINTS.devicesV1, body: {} }],
    [true, ['1', '2'], { path: ENDPOINTS.devicesV2, body: { wirelessAccNums: ['1', '2'] } }],
  ])('devices (unified %s)', (unified, numbers, call) => {
    expect(devicesRequest(unified, numbers)).toEqual(call);
  });
});
