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
    // Off, the health is checked all the same: the shimmer covers the wait, then the panel.
    ['off, known visitor, health not asked yet', { splashFlag: 'false' }, 'shimmer'],
    ['off, known visitor, health loading', { splashFlag: 'false', health: 'loading' }, 'shimmer'],
    ['off, known visitor, health loaded', { splashFlag: 'false', health: 'loaded' }, 'panel'],
    [
      'off, signed in, health failed',
      { splashFlag: 'false', health: 'failed', signedIn: true },
      'choose-device',
    ],
    ['off, recognised, health failed', { splashFlag: 'false', health: 'failed' }, 'anonymous'],
    ['off, anonymous', { splashFlag: 'false', variant: 'unauthenticated' }, 'anonymous'],
    ['missing, account loading', { splashFlag: undefined, loading: true }, 'shimmer'],
    [
      'unreadable value, known visitor, health loaded',
      { splashFlag: 'yes', health: 'loaded' },
      'panel',
    ],
    [
      'unreadable value, known visitor, health loading',
      { splashFlag: 'yes', health: 'loading' },
      'shimmer',
    ],
  ])('%s → %s', (_name, input, stage) => {
    expect(fixMyWirelessStage({ ...base, ...input })).toBe(stage);
  });
});

describe('wantsServiceHealth', () => {
  it.each<['authenticated' | 'signed-in' | 'unauthenticated' | 'none', boolean]>([
    ['authenticated', true],
    ['signed-in', false],
    ['unauthenticated', false],
    ['none', false],
  ])('variant %s → %s, whatever the splash flag says', (variant, wanted) => {
    expect(wantsServiceHealth(variant)).toBe(wanted);
  });
});
