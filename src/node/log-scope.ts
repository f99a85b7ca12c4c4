/**
 * The servers' side of the log (src/node/log.ts): which request a line belongs to, and the sink
 * each server installs at start from LOG_FORMAT and LOG_LEVEL.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { jsonSink, parseLogSettings, setLogSink, textSink } from './log.ts';

// One scope per process, as for the log's sink (src/domain/log.ts): the middleware in the built
// site marks the request in its copy of this module, and the sink the server installed reads it.
const SCOPE = Symbol.for('support-site.log.request-scope');
const scopes = globalThis as { [SCOPE]?: AsyncLocalStorage<{ requestId: string }> };
const requestScope = (scopes[SCOPE] ??= new AsyncLocalStorage<{ requestId: string }>());

/** Runs `work` as part of the request `requestId`: the lines it logs carry the id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Called once by each server at start: its log lines follow LOG_FORMAT and LOG_LEVEL. */
export function configureServerLog(env: Record<string, string | undefined> = process.env): void {
  const { level, format } = parseLogSettings(env);
  setLogSink(
    format === 'json' ? jsonSink(level, undefined, undefined, currentRequestId) : textSink(level),
  );
}
