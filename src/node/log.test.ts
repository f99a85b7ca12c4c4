import { describe, expect, it, vi } from 'vitest';
import { formatJsonLine, jsonSink, levelEnabled, parseLogSettings, type LogLevel } from './log.ts';
import { currentRequestId, withRequestId } from './log-scope.ts';
import { redactPath, requestLogFields } from '../server/request-log-fields.ts';

const TIME = '2026-01-01T00:00:00.000Z';

describe('formatJsonLine', () => {
  it.each([
    [
      'fixed keys first, then fields in order',
      {
        time: TIME,
        level: 'info',
        source: 'request',
        msg: 'GET /wireless 200',
        fields: { requestId: 'r1', status: 200, cache: 'HIT' },
      },
      '{"time":"2026-01-01T00:00:00.000Z","level":"info","source":"request","msg":"GET /wireless 200","requestId":"r1","status":200,"cache":"HIT"}',
    ],
    [
      'undefined fields are left out',
      { time: TIME, level: 'warn', source: 's', msg: 'm', fields: { cache: undefined, ok: false } },
      '{"time":"2026-01-01T00:00:00.000Z","level":"warn","source":"s","msg":"m","ok":false}',
    ],
    [
      'a field cannot replace a fixed key',
      { time: TIME, level: 'error', source: 's', msg: 'm', fields: { level: 'info', msg: 'x' } },
      '{"time":"2026-01-01T00:00:00.000Z","level":"error","source":"s","msg":"m"}',
    ],
    [
      'a multi-line message stays on one line',
      { time: TIME, level: 'error', source: 's', msg: 'Error: x\n    at y' },
      '{"time":"2026-01-01T00:00:00.000Z","level":"error","source":"s","msg":"Error: x\\n    at y"}',
    ],
  ] as const)('%s', (_name, record, line) => {
    expect(formatJsonLine(record)).toBe(line);
    expect(line).not.toContain('\n');
  });
});

describe('log settings', () => {
  it.each([
    [{}, { level: 'info', format: 'json' }],
    [
      { LOG_LEVEL: 'WARN', LOG_FORMAT: 'text' },
      { level: 'warn', format: 'text' },
    ],
    [{ LOG_LEVEL: 'silent' }, { level: 'silent', format: 'json' }],
    [
      { LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' },
      { level: 'info', format: 'json' },
    ],
  ])('%j → %j', (env, settings) => {
    expect(parseLogSettings(env)).toEqual(settings);
  });

  it.each([
    ['info', 'info', true],
    ['info', 'warn', false],
    ['warn', 'warn', true],
    ['error', 'warn', true],
    ['error', 'silent', false],
  ] as const)('%s at threshold %s: %s', (level, threshold, shown) => {
    expect(levelEnabled(level, threshold)).toBe(shown);
  });
});

describe('jsonSink', () => {
  const capture = (threshold: Parameters<typeof jsonSink>[0]) => {
    const lines: [LogLevel, string][] = [];
    const sink = jsonSink(
      threshold,
      (level, line) => lines.push([level, line]),
      () => new Date(TIME),
      currentRequestId,
    );
    return { lines, sink };
  };

  it('finds the request marked by another copy of the scope module (the built site has its own)', async () => {
    vi.resetModules();
    const site = await import('./log-scope.ts');
    const { lines, sink } = capture('info');
    await site.withRequestId('req-7', async () => {
      sink('warn', 'feed:common', 'slow');
    });
    expect(JSON.parse(lines[0]?.[1] ?? '{}')).toMatchObject({ requestId: 'req-7' });
  });

  it('adds the id of the request whose work logged the line', async () => {
    const { lines, sink } = capture('info');
    await withRequestId('req-42', async () => {
      await Promise.resolve();
      sink('error', 'feed:content', 'timed out', { feed: 'content', durationMs: 5000 });
    });
    sink('info', 'startup', 'listening');
    expect(lines.map(([, line]) => JSON.parse(line) as unknown)).toEqual([
      {
        time: TIME,
        level: 'error',
        source: 'feed:content',
        msg: 'timed out',
        requestId: 'req-42',
        feed: 'content',
        durationMs: 5000,
      },
      { time: TIME, level: 'info', source: 'startup', msg: 'listening' },
    ]);
  });

  it('drops lines below its threshold', () => {
    const { lines, sink } = capture('warn');
    sink('info', 'request', 'GET / 200');
    sink('warn', 'config', 'ignored');
    expect(lines.map(([level]) => level)).toEqual(['warn']);
  });
});

describe('request log fields', () => {
  it.each([
    ['/wireless', '/wireless'],
    ['/wireless?orcAuth=secret&utm_source=x', '/wireless'],
    ['/msapi/accounts/287000222/devices', '/msapi/accounts/#9/devices'],
    ['/idpcms/videos/prod/5001039.cmsfeed.js', '/idpcms/videos/prod/#7.cmsfeed.js'],
    ['/video/av00024', '/video/av00024'],
  ])('redactPath(%s) → %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
  });

  it('names the request, route, status, cache state and duration, and nothing of the visitor', () => {
    expect(
      requestLogFields({
        requestId: 'abc',
        method: 'GET',
        route: '/wireless',
        path: '/wireless?orcAuth=token',
        status: 200,
        cache: 'STALE',
        durationMs: 1.234,
        aborted: false,
      }),
    ).toEqual({
      requestId: 'abc',
      method: 'GET',
      route: '/wireless',
      path: '/wireless',
      status: 200,
      cache: 'STALE',
      durationMs: 1.2,
      aborted: undefined,
    });
  });
});
