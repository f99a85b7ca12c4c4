/** Small helpers shared by the sandbox's routes and server. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Scenario } from './scenario.ts';

export interface SandboxRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  scenario: Scenario;
  contentDir: string;
}

export interface SandboxResponse {
  status: number;
  body?: unknown;
  /** Raw text bodies (HTML pages, scripts) bypass JSON encoding. */
  text?: string;
  /** A list for headers that repeat (Set-Cookie). */
  headers?: Record<string, string | string[]>;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Matched against the request path; named groups become params. */
  pattern: RegExp;
  handle: (
    req: SandboxRequest,
    params: Record<string, string>,
  ) => Promise<SandboxResponse> | SandboxResponse;
}

export const json = (body: unknown, status = 200): SandboxResponse => ({ status, body });

/**
 * Reads a JSON file from the editable content folder on every request, so an edit shows up
 * on the next fetch. A name with path separators or dots is refused.
 */
export async function readContent(contentDir: string, name: string): Promise<unknown> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`bad content name ${name}`);
  const file = path.join(contentDir, `${name}.json`);
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

export async function contentResponse(contentDir: string, name: string): Promise<SandboxResponse> {
  try {
    return json(await readContent(contentDir, name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? json({ error: `no content ${name}` }, 404)
      : json({ error: String(error) }, 500);
  }
}
