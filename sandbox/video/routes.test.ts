import { describe, expect, it } from 'vitest';
import { videoFeedResponse, videoRoutes } from './routes.ts';

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
