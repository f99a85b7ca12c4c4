import { describe, expect, it } from 'vitest';
import { videoFeedResponse, videoRoutes } from './routes.ts';
import { DEFAULT_SCENARIO } from '../scenario.ts';

describe('sandbox video feeds', () => {
  it('matches the content-service path', () => {
    const route = videoRoutes[0];
    expect(route?.pattern.exec('/idpcms/videos/prod/5001039.cmsfeed.js')?.groups?.['id']).toBe(
      '5001039',
    );
    expect(route?.pattern.test('/idpcms/videos/prod/5001039.json')).toBe(false);
  });

  it('answers a fixture and 404 for an unknown or unsafe id', async () => {
    const ok = await videoFeedResponse('5001039');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text ?? '')).toMatchObject({ common: { adminDisplay: 'wls_5001039' } });
    expect((await videoFeedResponse('0000000')).status).toBe(404);
    expect((await videoFeedResponse('..%2Fx')).status).toBe(404);
  });
});

describe('sandbox video feeds in a language', () => {
  const route = videoRoutes[0];
  const ask = async (query: string, untranslated: string[] = []) => {
    const response = await route?.handle(
      {
        method: 'GET',
        url: new URL(`http://sandbox.test/idpcms/videos/prod/5001039.cmsfeed.js${query}`),
        headers: {},
        body: undefined,
        scenario: { ...DEFAULT_SCENARIO, untranslated },
        contentDir: '',
      },
      { id: '5001039' },
    );
    return {
      status: response?.status,
      title: response?.text
        ? (JSON.parse(response.text) as { common: { windowTitle: string } }).common.windowTitle
        : undefined,
    };
  };

  it.each([
    ['', { status: 200, title: 'How to restart your phone' }],
    ['?locale=en-US', { status: 200, title: 'How to restart your phone' }],
    ['?locale=es-US', { status: 200, title: 'Cómo reiniciar su teléfono' }],
    ['?locale=fr-US', { status: 404, title: undefined }],
    ['?locale=../x', { status: 400, title: undefined }],
  ])('%j answers %j', async (query, expected) => {
    expect(await ask(query)).toEqual(expected);
  });

  it.each([['5001039'], ['videos']])(
    'the untranslated switch naming %s drops the Spanish version, not the English one',
    async (name) => {
      expect((await ask('?locale=es-US', [name])).status).toBe(404);
      expect((await ask('', [name])).status).toBe(200);
      expect((await ask('?locale=es-US', ['5001008'])).status).toBe(200);
    },
  );
});
