import { describe, expect, it } from 'vitest';
import { setLogSink } from '../../node/log.ts';
import { unexpectedFailure } from './unexpected-failure.ts';

describe('unexpectedFailure', () => {
  it('answers 500, never cached, and logs the request id, method, path and cause', async () => {
    const lines: string[] = [];
    const restore = setLogSink((level, source, message) =>
      lines.push(`${level} ${source} ${message}`),
    );
    const request = new Request('http://site/wireless?x=1', {
      method: 'GET',
      headers: { 'x-request-id': 'req-42' },
    });
    const response = unexpectedFailure(new TypeError('feed shape changed'), request);
    restore();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.text()).toBe('500 Internal Server Error\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^error site 500 request req-42 GET \/wireless: TypeError: feed shape changed/,
    );
  });
});
