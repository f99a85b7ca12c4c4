/**
 * Sends bytes as they are to an HTTP server (no client-side normalisation, unlike fetch) and
 * reads what comes back, for tests of how servers meet malformed requests.
 */
import net from 'node:net';

export interface RawReply {
  /** The first response's status, or undefined when the server closed without answering. */
  status: number | undefined;
  /** The first response's head (status line and headers), lower-cased header names. */
  headers: Record<string, string>;
  /** Everything received, as latin1 text. */
  text: string;
  /** The connection was refused: nothing listens on the port (the process has exited). */
  refused: boolean;
}

export function sendRaw(
  port: number,
  request: string | Buffer,
  { timeoutMs = 5000, halfClose = false }: { timeoutMs?: number; halfClose?: boolean } = {},
): Promise<RawReply> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let refused = false;
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(request);
      // "No more bytes": a server waiting for a declared body can give up. Node's server also
      // drops any answer still pending then, so only clients that stop short do this.
      if (halfClose) socket.end();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') refused = true;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ ...parseHead(text), text, refused });
    });
  });
}

function parseHead(text: string): Pick<RawReply, 'status' | 'headers'> {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  const headers: Record<string, string> = {};
  const head = text.split('\r\n\r\n')[0] ?? '';
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: match ? Number(match[1]) : undefined, headers };
}
