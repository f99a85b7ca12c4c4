/**
 * Varnish for the fleet: the backends file deploy/varnish/site.vcl includes (one backend per
 * instance, probed on /readyz, in a round-robin director), and a varnishd of our own in the
 * foreground with its working folder under the run's state folder, so nothing needs the system
 * service and parallel runs stay apart by port and folder.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { killOnExit, withAffinity } from './processes.ts';

export const SITE_VCL = path.resolve(import.meta.dirname, '../../deploy/varnish/site.vcl');
/** The name site.vcl includes; written into the run's state folder, which is on vcl_path. */
export const BACKENDS_FILE = 'fleet-backends.vcl';

/** VCL declaring each instance as a probed backend of the `fleet` round-robin director. */
export function backendsVcl(instances: readonly { host: string; port: number }[]): string {
  if (instances.length === 0) throw new Error('a fleet needs at least one instance');
  const lines = ['# Written by scripts/fleet/varnish.ts for one run of the fleet.'];
  instances.forEach(({ host, port }, index) => {
    lines.push(
      `backend instance${index + 1} {`,
      `    .host = "${host}";`,
      `    .port = "${port}";`,
      '    .probe = readyz;',
      '    .connect_timeout = 500ms;',
      '    .first_byte_timeout = 15s;',
      '}',
    );
  });
  lines.push('', 'sub vcl_init {', '    new fleet = directors.round_robin();');
  instances.forEach((_, index) => lines.push(`    fleet.add_backend(instance${index + 1});`));
  lines.push('}', '');
  return lines.join('\n');
}

/** varnishd, from PATH or Debian's sbin (not on a normal user's PATH); undefined when absent. */
export function varnishdPath(): string | undefined {
  const dirs = [...(process.env['PATH'] ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'varnishd');
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export interface RunningVarnish {
  url: string;
  process: ChildProcess;
  /** Each backend's health as its probe sees it (needs `adminPort`), by backend name. */
  backendHealth: () => Promise<Record<string, 'healthy' | 'sick'>>;
  stop: () => Promise<void>;
}

/** Reads `varnishadm backend.list`: one line per backend, its health in the fourth column. */
export function parseBackendList(text: string): Record<string, 'healthy' | 'sick'> {
  const health: Record<string, 'healthy' | 'sick'> = {};
  for (const line of text.split('\n')) {
    const match = /^(?:\S+\.)?(instance\d+)\s+\S+\s+\S+\s+(healthy|sick)\b/i.exec(line.trim());
    if (match?.[1] && match[2]) health[match[1]] = match[2].toLowerCase() as 'healthy' | 'sick';
  }
  return health;
}

export async function startVarnish(options: {
  port: number;
  backends: readonly { host: string; port: number }[];
  stateDir: string;
  /** Loopback port of the management interface (varnishadm); none when unset. */
  adminPort?: number;
  /** Where varnishd's own messages go (default: discarded). */
  stderr?: 'inherit' | 'ignore';
  /** CPUs (a `taskset -c` list) varnishd and its worker process run on; any CPU when unset. */
  cpus?: string | undefined;
}): Promise<RunningVarnish> {
  const varnishd = varnishdPath();
  if (!varnishd) {
    throw new Error(
      'varnishd is missing: run `bash scripts/ensure-fleet-deps.sh` (Debian varnish)',
    );
  }
  const stateDir = path.resolve(options.stateDir);
  await mkdir(stateDir, { recursive: true });
  await writeFile(path.join(stateDir, BACKENDS_FILE), backendsVcl(options.backends));
  const url = `http://127.0.0.1:${options.port}`;
  const workDir = path.join(stateDir, 'varnishd');
  const [command, args] = withAffinity(options.cpus, varnishd, [
    '-F',
    '-n',
    workDir,
    '-a',
    `127.0.0.1:${options.port}`,
    '-T',
    options.adminPort ? `127.0.0.1:${options.adminPort}` : 'none',
    '-f',
    SITE_VCL,
    '-p',
    `vcl_path=${stateDir}:/usr/share/varnish/vcl`,
    // The instances send brotli and gzip themselves; Varnish keeps a copy per coding.
    '-p',
    'http_gzip_support=off',
    '-p',
    'thread_pools=1',
    '-p',
    'thread_pool_min=100',
    '-s',
    'malloc,128m',
  ]);
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', options.stderr ?? 'ignore'],
    detached: true,
  });
  killOnExit(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const backendHealth = () =>
    new Promise<Record<string, 'healthy' | 'sick'>>((resolve, reject) => {
      execFile(
        path.join(path.dirname(varnishd), '..', 'bin', 'varnishadm'),
        ['-n', workDir, 'backend.list'],
        { timeout: 5000 },
        (error, stdout) => (error ? reject(error) : resolve(parseBackendList(stdout))),
      );
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/__varnish/health`);
      await response.arrayBuffer();
      if (response.ok) return { url, process: child, backendHealth, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`varnishd on port ${options.port} did not start (exit code ${child.exitCode})`);
}
