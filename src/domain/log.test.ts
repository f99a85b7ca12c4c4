import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LogModule from './log.ts';

/** A fresh copy of the module, as the built site bundles its own beside the server's. */
async function freshCopy(): Promise<typeof LogModule> {
  vi.resetModules();
  return import('./log.ts');
}

let restore = () => {};
afterEach(() => restore());

describe('the log sink', () => {
  it('is one per process: a line logged through another copy of the module reaches it', async () => {
    const server = await freshCopy();
    const site = await freshCopy();
    expect(site).not.toBe(server);
    const lines: string[] = [];
    restore = server.setLogSink((level, source, message) =>
      lines.push(`${level} ${source} ${message}`),
    );
    site.log.warn('feed', 'content failed');
    expect(lines).toEqual(['warn feed content failed']);
  });

  it('passes fields on only when a line has them', async () => {
    const { log, setLogSink } = await freshCopy();
    const calls: unknown[][] = [];
    restore = setLogSink((...args) => calls.push(args));
    log.info('a', 'plain');
    log.error('b', 'with fields', { requestId: 'r1' });
    expect(calls).toEqual([
      ['info', 'a', 'plain'],
      ['error', 'b', 'with fields', { requestId: 'r1' }],
    ]);
  });

  it('goes back to the previous sink when restored', async () => {
    const { log, setLogSink } = await freshCopy();
    const first: string[] = [];
    const second: string[] = [];
    const restoreFirst = setLogSink((_level, _source, message) => first.push(message));
    const restoreSecond = setLogSink((_level, _source, message) => second.push(message));
    log.info('x', 'one');
    restoreSecond();
    log.info('x', 'two');
    restoreFirst();
    expect([first, second]).toEqual([['two'], ['one']]);
  });
});
