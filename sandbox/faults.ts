/** Per-route fault injection for the sandbox: delay, HTTP status, malformed or empty body. */

export interface Fault {
  /** Path prefix the fault applies to, e.g. "/cms-feed/support/" or "/msapi/ixp-allocation". */
  route: string;
  /** Milliseconds to wait before answering (or before hanging up with the status). */
  delayMs?: number;
  /** Status to answer with instead of the route's own. */
  status?: number;
  /** Replace the body: "malformed" sends broken JSON, "empty" sends nothing. */
  body?: 'malformed' | 'empty';
  /** Replace the body with this JSON value (an answer the route would give another visitor). */
  json?: unknown;
  /** How many requests the fault still applies to; absent means until cleared. */
  remaining?: number;
}

const MAX_DELAY_MS = 60_000;

export function parseFault(input: unknown): Fault | string {
  if (typeof input !== 'object' || input === null) return 'fault must be an object';
  const record = input as Record<string, unknown>;
  const { route, delayMs, status, body, json, remaining } = record;
  if (typeof route !== 'string' || !route.startsWith('/'))
    return 'route must be a path starting with /';
  const fault: Fault = { route };
  if (delayMs !== undefined) {
    if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > MAX_DELAY_MS) {
      return `delayMs must be a number from 0 to ${MAX_DELAY_MS}`;
    }
    fault.delayMs = delayMs;
  }
  if (status !== undefined) {
    if (typeof status !== 'number' || status < 200 || status > 599)
      return 'status must be 200 to 599';
    fault.status = status;
  }
  if (body !== undefined) {
    if (body !== 'malformed' && body !== 'empty') return 'body must be "malformed" or "empty"';
    fault.body = body;
  }
  if (json !== undefined) {
    if (body !== undefined) return 'json and body cannot both replace the body';
    fault.json = json;
  }
  if (remaining !== undefined) {
    if (typeof remaining !== 'number' || remaining < 1)
      return 'remaining must be a positive number';
    fault.remaining = remaining;
  }
  return fault;
}

export class FaultTable {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults = [...this.faults.filter((f) => f.route !== fault.route), fault];
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The most specific fault whose route prefixes the path; consumes one use if counted. */
  take(pathname: string): Fault | undefined {
    const matches = this.faults.filter((f) => pathname.startsWith(f.route));
    const fault = matches.sort((a, b) => b.route.length - a.route.length)[0];
    if (fault?.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
