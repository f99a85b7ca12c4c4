import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerMetrics } from './site-metrics.ts';

/** Just enough of a request and a response to see what /metrics answers a caller. */
function call(remoteAddress: string, authorization?: string) {
  const req = {
    socket: { remoteAddress },
    headers: { authorization },
  } as unknown as http.IncomingMessage;
  const sent: { status?: number; body?: string } = {};
  const done = new Promise<typeof sent>((resolve) => {
    const res = Object.assign(new EventEmitter(), {
      writeHead(status: number) {
        sent.status = status;
      },
      end(body: string) {
        sent.body = body;
        resolve(sent);
      },
    }) as unknown as http.ServerResponse;
    expect(answerMetrics(req, res, '/metrics', 'metrics-token-0123456789')).toBe(true);
  });
  return done;
}

describe('/metrics', () => {
  it.each([
    ['127.0.0.1', undefined, 200],
    ['::1', undefined, 200],
    ['192.0.2.10', undefined, 403],
    ['192.0.2.10', 'Bearer wrong-token-0123456789', 403],
    ['192.0.2.10', 'Bearer metrics-token-0123456789', 200],
  ])('from %s with %j: %i', async (address, authorization, status) => {
    const answer = await call(address, authorization);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body).toContain('# TYPE site_http_requests_total counter');
  });

  it('leaves other paths alone', () => {
    const req = { socket: {}, headers: {} } as unknown as http.IncomingMessage;
    expect(answerMetrics(req, {} as http.ServerResponse, '/wireless', undefined)).toBe(false);
  });
});
