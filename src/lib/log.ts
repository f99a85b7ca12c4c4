/**
 * The log (src/shared/log.ts, shared with the browser) and, for the server, its structured
 * form: one JSON object per line, so a log pipeline can count and filter requests and feed
 * failures without parsing prose.
 *
 * LOG_FORMAT: `json` (default on the servers) or `text` (`[source] message`, as in the browser).
 * LOG_LEVEL: `info` (default), `warn`, `error` or `silent`; lines below it are dropped.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setLogSink, type LogFields, type LogLevel, type LogSink } from '../shared/log.ts';

export * from '../shared/log.ts';

export type LogThreshold = LogLevel | 'silent';
export type LogFormat = 'json' | 'text';

const RANK: Record<LogThreshold, number> = { info: 0, warn: 1, error: 2, silent: 3 };

/** Whether a line of `level` passes the threshold. */
export function levelEnabled(level: LogLevel, threshold: LogThreshold): boolean {
  return RANK[level] >= RANK[threshold];
}

export function parseLogSettings(env: Record<string, string | undefined>): {
  level: LogThreshold;
  format: LogFormat;
} {
  const level = env['LOG_LEVEL']?.trim().toLowerCase() ?? '';
  const format = env['LOG_FORMAT']?.trim().toLowerCase() ?? '';
  return {
    level: level in RANK ? (level as LogThreshold) : 'info',
    format: format === 'text' ? 'text' : 'json',
  };
}

/** One log line as an object, in a fixed key order. */
export interface LogRecord {
  time: string;
  level: LogLevel;
  source: string;
  msg: string;
  fields?: LogFields | undefined;
}

/**
 * A record as one JSON line: time, level, source, msg, then its fields (undefined ones left
 * out). Fields cannot replace the four fixed keys. JSON escapes newlines, so a multi-line
 * message (a stack) stays on one line.
 */
export function formatJsonLine(record: LogRecord): string {
  const line: Record<string, unknown> = {
    time: record.time,
    level: record.level,
    source: record.source,
    msg: record.msg,
  };
  for (const [name, value] of Object.entries(record.fields ?? {})) {
    if (value !== undefined && !(name in line)) line[name] = value;
  }
  return JSON.stringify(line);
}

/** The request a piece of server work belongs to, so every line it logs names the request. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: its log lines carry the id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** A sink writing JSON lines (errors and warnings to stderr, the rest to stdout). */
export function jsonSink(
  threshold: LogThreshold,
  write: (level: LogLevel, line: string) => void = (level, line) =>
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`),
  now: () => Date = () => new Date(),
): LogSink {
  return (level, source, msg, fields) => {
    if (!levelEnabled(level, threshold)) return;
    const requestId = currentRequestId();
    write(
      level,
      formatJsonLine({
        time: now().toISOString(),
        level,
        source,
        msg,
        fields: requestId && !fields?.['requestId'] ? { requestId, ...fields } : fields,
      }),
    );
  };
}

/** The text form with the level threshold applied. */
function textSink(threshold: LogThreshold): LogSink {
  return (level, source, msg) => {
    if (!levelEnabled(level, threshold)) return;
    const line = `[${source}] ${msg}`;
    if (level === 'info') console.info(line);
    else if (level === 'warn') console.warn(line);
    else console.error(line);
  };
}

/** Called once by each server at start: its log lines follow LOG_FORMAT and LOG_LEVEL. */
export function configureServerLog(env: Record<string, string | undefined> = process.env): void {
  const { level, format } = parseLogSettings(env);
  setLogSink(format === 'json' ? jsonSink(level) : textSink(level));
}
