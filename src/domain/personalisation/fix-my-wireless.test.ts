import { describe, expect, it } from 'vitest';
import { fixMyWirelessVariant, workflowName } from './fix-my-wireless.ts';

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
    // Never the anonymous bar for a signed-in visitor (spec §4).
    ['signed in, no device', { authenticated: true, serviceHealthLoaded: true }, 'signed-in'],
    ['signed in, devices failed (nothing loaded)', { authenticated: true }, 'signed-in'],
    ['signed in, health not loaded', { authenticated: true, devicePresent: true }, 'signed-in'],
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
