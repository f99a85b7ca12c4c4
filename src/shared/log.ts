/**
 * Server and browser logging with a source tag, so a failed feed can be traced by name.
 * Tests replace the sink to assert what was logged.
 */
export type LogLevel = 'error' | 'warn' | 'info';
export type LogSink = (level: LogLevel, source: string, message: string) => void;

const consoleMethods: Record<LogLevel, (line: string) => void> = {
  error: (line) => console.error(line),
  warn: (line) => console.warn(line),
  info: (line) => console.info(line),
};

const consoleSink: LogSink = (level, source, message) =>
  consoleMethods[level](`[${source}] ${message}`);

let sink: LogSink = consoleSink;

export const log = {
  error: (source: string, message: string) => sink('error', source, message),
  warn: (source: string, message: string) => sink('warn', source, message),
  info: (source: string, message: string) => sink('info', source, message),
};

/** Replaces where log lines go; returns a function that restores the previous sink. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}
