/**
 * What the rebuild job says about a failed build, and to whom. The build's output can name files
 * on the server and carry configuration; the status is readable without a secret, so a failure's
 * message is cleaned of paths and secrets, kept short, and shown only to a caller with the
 * publish secret. Anyone may see the state, its times and the failing step's name.
 */
import type { RebuildStatus } from './queue.ts';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const MAX_MESSAGE = 300;

/**
 * The line of a failed build's output that says why: the last error as Astro or Node print it
 * (`[ERROR] …`, `TypeError: …`), else the last line mentioning a failure, else the last line;
 * stack frames are skipped.
 */
export function failureLine(output: string): string {
  const lines = output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^at\s/.test(line) && !/^Stack trace:?$/i.test(line));
  const thrown = lines.findLast((line) => /^(\[ERROR\]|\w*Error:)/.test(line));
  const mentioned = lines.findLast((line) => /error|degraded|failed|cannot/i.test(line));
  return thrown ?? mentioned ?? lines.at(-1) ?? 'no output';
}

/** Removes the project's and the machine's paths and any secret value, and shortens it. */
export function cleanMessage(
  message: string,
  hide: { paths: string[]; secrets: string[] },
): string {
  let text = message;
  for (const secret of hide.secrets.filter((value) => value.length >= 8)) {
    text = text.split(secret).join('[secret]');
  }
  for (const root of [...hide.paths].sort((a, b) => b.length - a.length).filter(Boolean)) {
    text = text
      .split(`${root.replace(/\/+$/, '')}/`)
      .join('')
      .split(root)
      .join('.');
  }
  // Any other absolute path (home folders, temp dirs, node_modules elsewhere): its last part only.
  text = text.replace(/(?:\/[\w.@+-]+){2,}\/([\w.@+-]+)/g, '…/$1');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** The status as a caller may see it: without the secret, failures keep their step, not the message. */
export function statusFor(status: RebuildStatus, authorized: boolean): RebuildStatus {
  if (authorized || !status.last?.message) return status;
  const { message: _hidden, ...last } = status.last;
  return { ...status, last };
}
