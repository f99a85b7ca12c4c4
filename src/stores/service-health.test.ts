import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../domain/personalisation/endpoints.ts';
import { $serviceHealth, loadServiceHealth, resetServiceHealth } from './service-health.ts';
import { fakeEnv } from '../../tests/support/personalisation-env.ts';

const PATH = `GET ${ENDPOINTS.serviceHealth}`;
const BODY = {
  content: {
    ctn: '2145550123',
    deviceName: 'Google Pixel 9',
    imageUrl: '/images/support/icon-device.svg',
    checks: [
      { name: 'Network', status: 'ok', message: 'No issues reported near you.' },
      { name: 'Line', status: 'ok', message: 'Active.' },
    ],
  },
};

afterEach(() => resetServiceHealth());

describe('loadServiceHealth', () => {
  it('asks for the device in focus and keeps its checks', async () => {
    const { env, calls } = fakeEnv({ [PATH]: { body: BODY } });
    const done = loadServiceHealth(env, '2145550123');
    expect($serviceHealth.get().state).toBe('loading');
    await done;
    expect(calls).toEqual([
      expect.objectContaining({ path: ENDPOINTS.serviceHealth, query: '?ctn=2145550123' }),
    ]);
    expect($serviceHealth.get()).toEqual({
      state: 'loaded',
      checks: BODY.content.checks,
      deviceName: 'Google Pixel 9',
      imageUrl: '/images/support/icon-device.svg',
    });
  });

  it('asks without a CTN when none is known (a recognised visitor)', async () => {
    const { env, calls } = fakeEnv({ [PATH]: { body: BODY } });
    await loadServiceHealth(env, undefined);
    expect(calls[0]?.query).toBe('');
    expect($serviceHealth.get().state).toBe('loaded');
  });

  it.each([
    ['a failing call', { status: 503, body: {} }],
    ['no checks', { body: { content: { checks: [] } } }],
    ['a body that is not an object', { body: 'nope' }],
  ])('%s: failed, so the page falls back to the workflow', async (_name, answer) => {
    const { env } = fakeEnv({ [PATH]: answer });
    await loadServiceHealth(env, '2145550123');
    expect($serviceHealth.get()).toEqual({ state: 'failed', checks: [] });
  });
});

describe('loadServiceHealth on a page in another language', () => {
  it.each([
    ['http://site.test/es/wireless', '?ctn=2145550123&locale=es-US'],
    ['http://site.test/wireless', '?ctn=2145550123'],
  ])('on %s asks %s', async (href, query) => {
    const { env, calls } = fakeEnv({ [PATH]: { body: BODY } });
    await loadServiceHealth({ ...env, location: { ...env.location, href } }, '2145550123');
    expect(calls[0]?.query).toBe(query);
  });
});
