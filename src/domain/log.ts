/**
 * Server and browser logging with a source tag, so a failed feed can be traced by name.
 * Tests replace the sink to assert what was logged.
 */
export type LogLevel = 'error' | 'warn' | 'info';
/** Structured detail of a line (request id, feed, duration…); a text sink may ignore it. */
export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>;
export type LogSink = (
  level: LogLevel,
  source: string,
  message: string,
  fields?: LogFields,
) => void;

const consoleMethods: Record<LogLevel, (line: string) => void> = {
  error: (line) => console.error(line),
  warn: (line) => console.warn(line),
  info: (line) => console.info(line),
};

const consoleSink: LogSink = (level, source, message) =>
  consoleMethods[level](`[${source}] ${message}`);

/**
 * The sink lives in one process-wide slot, not in this module: the built site bundles its own copy
 * of this module beside the one the server's entry point loads, and a line logged while a page
 * renders must go where the server set up (JSON, its level), not to the console.
 */
const SINK = Symbol.for('support-site.log.sink');
const slot = globalThis as { [SINK]?: LogSink };
const sink = (): LogSink => slot[SINK] ?? consoleSink;

/** Fields are passed on only when given, so a sink sees the three arguments it always saw. */
const write = (level: LogLevel, source: string, message: string, fields?: LogFields) =>
  fields ? sink()(level, source, message, fields) : sink()(level, source, message);

export const log = {
  error: (source: string, message: string, fields?: LogFields) =>
    write('error', source, message, fields),
  warn: (source: string, message: string, fields?: LogFields) =>
    write('warn', source, message, fields),
  info: (source: string, message: string, fields?: LogFields) =>
    write('info', source, message, fields),
};

/** Replaces where log lines go; returns a function that restores the previous sink. */
export function setLogSink(next: LogSink): () => void {
  const previous = slot[SINK];
  slot[SINK] = next;
  return () => {
    if (previous) slot[SINK] = previous;
    else delete slot[SINK];
  };
}
