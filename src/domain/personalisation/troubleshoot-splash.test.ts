import { describe, expect, it } from 'vitest';
import { fixMyWirelessStage, wantsServiceHealth, type StageInput } from './troubleshoot-splash.ts';

const base: StageInput = {
  splashFlag: 'true',
  loading: false,
  variant: 'authenticated',
  health: 'idle',
  signedIn: false,
};

describe('fixMyWirelessStage', () => {
  it.each<[string, Partial<StageInput>, ReturnType<typeof fixMyWirelessStage>]>([
    ['on, account loading', { loading: true }, 'splash'],
    ['on, known visitor, health not asked yet', {}, 'splash'],
    ['on, known visitor, health loading', { health: 'loading' }, 'splash'],
    ['on, known visitor, health loaded', { health: 'loaded' }, 'panel'],
    ['on, recognised visitor, health failed', { health: 'failed' }, 'anonymous'],
    // The check failing never offers a signed-in visitor the sign-in bar.
    ['on, signed in, health failed', { health: 'failed', signedIn: true }, 'choose-device'],
    [
      'on, signed in, failed while the account still loads',
      { loading: true, health: 'failed', signedIn: true },
      'choose-device',
    ],
    ['on, failed while the account still loads', { loading: true, health: 'failed' }, 'anonymous'],
    ['on, anonymous visitor', { variant: 'unauthenticated' }, 'anonymous'],
    // Spec §4: a signed-in visitor is never offered the anonymous bar for want of a device.
    ['on, signed in without a device', { variant: 'signed-in' }, 'choose-device'],
    [
      'off, signed in without a device',
      { splashFlag: 'false', variant: 'signed-in' },
      'choose-device',
    ],
    [
      'missing, signed in without a device',
      { splashFlag: undefined, variant: 'signed-in' },
      'choose-device',
    ],
    ["on as 'TRUE'", { splashFlag: 'TRUE', health: 'loaded' }, 'panel'],
    ['off, account loading', { splashFlag: 'false', loading: true }, 'shimmer'],
    ['off, known visitor (no health call)', { splashFlag: 'false' }, 'panel'],
    ['off, anonymous', { splashFlag: 'false', variant: 'unauthenticated' }, 'anonymous'],
    ['missing, account loading', { splashFlag: undefined, loading: true }, 'shimmer'],
    ['unreadable value, known visitor', { splashFlag: 'yes' }, 'panel'],
  ])('%s → %s', (_name, input, stage) => {
    expect(fixMyWirelessStage({ ...base, ...input })).toBe(stage);
  });
});

describe('wantsServiceHealth', () => {
  it.each<
    [string | undefined, 'authenticated' | 'signed-in' | 'unauthenticated' | 'none', boolean]
  >([
    ['true', 'authenticated', true],
    ['true', 'signed-in', false],
    ['TRUE', 'authenticated', true],
    ['true', 'unauthenticated', false],
    ['true', 'none', false],
    ['false', 'authenticated', false],
    [undefined, 'authenticated', false],
  ])('flag %s, variant %s → %s', (flag, variant, wanted) => {
    expect(wantsServiceHealth(flag, variant)).toBe(wanted);
  });
});
