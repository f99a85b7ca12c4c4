import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import type { AccountDetails } from '../domain/personalisation/schemas.ts';
import { $personalOutage } from './personal-outage.ts';
import { checkPersonalOutage } from './personal-outage-check.ts';
import { $account, $isAuth, resetSession } from './session.ts';
import { fakeEnv, type FakeAnswer } from '../../tests/support/personalisation-env.ts';

const PATH = `GET ${ENDPOINTS.checkLiteWireless}`;
const ON = { config: { flags: { outageSwitch: 'true' } } };
const ACCOUNT: AccountDetails = {
  customerState: 'Authenticated',
  wirelessAccountDetails: [{ accountNumber: '287000222', serviceType: 'wireless' }],
  uverseAccountDetails: [],
  bsseAccountDetails: [],
} as AccountDetails;

function signIn() {
  $account.set(ACCOUNT);
  $isAuth.set(true);
}

afterEach(() => {
  resetSession();
  $personalOutage.set(false);
});

describe('checkPersonalOutage', () => {
  it('asks check-lite for the account in focus; status 1 shows the alert', async () => {
    signIn();
    const { env, calls } = fakeEnv({ [PATH]: { body: { content: { status: 1 } } } }, ON);
    await checkPersonalOutage(env);
    expect(calls).toEqual([
      expect.objectContaining({
        path: ENDPOINTS.checkLiteWireless,
        query: '?accountNumber=287000222',
      }),
    ]);
    expect($personalOutage.get()).toBe(true);
  });

  it.each<[string, FakeAnswer]>([
    ['status 0', { body: { content: { status: 0 } } }],
    ['status 2', { body: { content: { status: '2' } } }],
    ['no status', { body: { content: {} } }],
    ['a failing call', { status: 500, body: {} }],
  ])('%s: no alert', async (_name, answer) => {
    signIn();
    const { env } = fakeEnv({ [PATH]: answer }, ON);
    await checkPersonalOutage(env);
    expect($personalOutage.get()).toBe(false);
  });

  it.each([
    ['the switch off', { config: { flags: { outageSwitch: 'false' } } }, true],
    ['the switch missing', {}, true],
    ['an anonymous visitor', ON, false],
  ])('%s: no call', async (_name, options, signedIn) => {
    if (signedIn) signIn();
    const { env, calls } = fakeEnv({ [PATH]: { body: { content: { status: 1 } } } }, options);
    await checkPersonalOutage(env);
    expect(calls).toEqual([]);
    expect($personalOutage.get()).toBe(false);
  });
});
