/**
 * The log (src/domain/log.ts, shared with the browser) and, for the server, its structured
 * form: one JSON object per line, so a log pipeline can count and filter requests and feed
 * failures without parsing prose.
 *
 * LOG_FORMAT: `json` (default on the servers) or `text` (`[source] message`, as in the browser).
 * LOG_LEVEL: `info` (default), `warn`, `error` or `silent`; lines below it are dropped.
 *
 * Browser code logs through src/domain/log.ts alone; the request scope (AsyncLocalStorage) and the
 * servers' set-up are in log-scope.ts.
 */
import type { LogFields, LogLevel, LogSink } from '../domain/log.ts';

export * from '../domain/log.ts';

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

/** A sink writing JSON lines (errors and warnings to stderr, the rest to stdout). */
export function jsonSink(
  threshold: LogThreshold,
  write: (level: LogLevel, line: string) => void = (level, line) =>
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`),
  now: () => Date = () => new Date(),
  /** The id of the request the current work belongs to (log-scope.ts). */
  currentRequestId: () => string | undefined = () => undefined,
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
export function textSink(threshold: LogThreshold): LogSink {
  return (level, source, msg) => {
    if (!levelEnabled(level, threshold)) return;
    const line = `[${source}] ${msg}`;
    if (level === 'info') console.info(line);
    else if (level === 'warn') console.warn(line);
    else console.error(line);
  };
}
