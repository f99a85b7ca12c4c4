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
import { chatShown } from './chat.ts';
import { defaultTabOnAuth, serviceDataForTopic } from './default-tab.ts';
import { fixMyWirelessVariant, workflowName } from './fix-my-wireless.ts';
import { headerGreeting } from './header-greeting.ts';
import { qualifyingOrderAccounts, showsOrderStatus } from './order-status.ts';

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

describe('chatShown', () => {
  it.each([
    ['wireless', undefined, false, true],
    ['wireless', 'true', false, true],
    ['wireless', 'TRUE', true, false],
    ['wireless', 'false', true, true],
    ['smb-wireless', undefined, false, false],
    ['smb-internet-air', 'false', false, false],
  ])('%s, flag %j, BSSe wireless %s → %s', (serviceName, chatDisableFlag, bsseWireless, shown) => {
    expect(chatShown({ serviceName, chatDisableFlag, bsseWireless })).toBe(shown);
  });
});

describe('default tab and service data', () => {
  it.each([
    ['myWireless', 'topic_wireless0'],
    ['internet-air', 'topic_internet4'],
    ['smb-wireless', undefined],
    ['', undefined],
  ])('defaultTabOnAuth(%j) → %j', (service, topic) => {
    expect(defaultTabOnAuth(service)).toBe(topic);
  });
  it.each([
    ['topic_wireless0', 'fixed-wireless'],
    ['topic_wireless3', 'fixed-wireless'],
    ['topic_internet4', 'internet-air'],
    ['topic_other', undefined],
  ])('serviceDataForTopic(%j) → %j', (topic, data) => {
    expect(serviceDataForTopic(topic)).toBe(data);
  });
});

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
});

describe('Fix my Wireless', () => {
  const base = {
    serviceName: 'wireless',
    authenticated: false,
    serviceHealthLoaded: false,
    devicePresent: false,
    recognised: false,
  };
  it.each([
    ['anonymous', {}, 'unauthenticated'],
    ['recognised', { recognised: true }, 'authenticated'],
    [
      'signed in, health loaded, device',
      { authenticated: true, serviceHealthLoaded: true, devicePresent: true },
      'authenticated',
    ],
    ['signed in, no device', { authenticated: true, serviceHealthLoaded: true }, 'none'],
    ['signed in, health not loaded', { authenticated: true, devicePresent: true }, 'none'],
    ['another service', { serviceName: 'smb-wireless', recognised: true }, 'none'],
  ])('%s → %s', (_name, change, variant) => {
    expect(fixMyWirelessVariant({ ...base, ...change })).toBe(variant);
  });

  it.each([
    [false, { anonymous: 'wfunauthname', authenticated: 'wfauthname' }, 'wfunauthname'],
    [true, { anonymous: 'wfunauthname', authenticated: 'wfauthname' }, 'wfauthname'],
    [true, { anonymous: 'wfunauthname' }, 'wfunauthname'],
  ])('workflow name, signed in %s', (authenticated, names, name) => {
    expect(workflowName(authenticated, names)).toBe(name);
  });
});

describe('headerGreeting', () => {
  it.each([
    [
      { authenticated: true, firstName: 'Jordan', recognised: false },
      { kind: 'welcome', text: 'Welcome, Jordan' },
    ],
    [
      { authenticated: true, firstName: undefined, recognised: true },
      { kind: 'welcome', text: 'Welcome' },
    ],
    [
      { authenticated: false, firstName: undefined, recognised: true },
      { kind: 'recognised', text: 'Welcome back', notYou: 'Not you?', signIn: 'Sign in' },
    ],
    [{ authenticated: false, firstName: 'Jordan', recognised: false }, { kind: 'anonymous' }],
  ])('%j → %j', (input, greeting) => {
    expect(headerGreeting(input)).toEqual(greeting);
  });
});
