/**
 * A fleet on one machine: one sandbox upstream (in this process), N instances of the built site
 * (each `src/server/serve-node.ts` in a process of its own, told its peers and the cache), and Varnish in
 * front of them. Used by `npm run start:fleet`, `npm run bench:fleet` and the fleet tests, which
 * pick their own ports and state folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_CONTENT_DIR, startSandbox, type Sandbox } from '../../sandbox/server.ts';
import { SITE_NODE_ENV, SITE_NODE_FLAGS } from '../site-runtime.ts';
import { killOnExit, withAffinity } from './processes.ts';
import { startVarnish, type RunningVarnish } from './varnish.ts';

const HOST = '127.0.0.1';

export interface FleetOptions {
  /** Varnish's port: the fleet's address. */
  port: number;
  /** One port per instance. */
  instancePorts: readonly number[];
  sandboxPort: number;
  /** Varnish's management port (loopback), for its backends' health; none when unset. */
  adminPort?: number;
  /** Varnish's working folder and the generated backends file go here. */
  stateDir: string;
  publishSecret: string;
  /** The sandbox's content folder; with `seedContent` replaced by a fresh copy first. */
  contentDir?: string;
  seedContent?: boolean;
  /** Extra environment for every instance (CACHE_MAX_AGE, …). */
  env?: Record<string, string>;
  /** Print the instances' and Varnish's output, each line prefixed (default: discard it). */
  verbose?: boolean;
  /** CPUs (a `taskset -c` list) every instance and Varnish run on; any CPU when unset. */
  cpus?: string | undefined;
}

export interface Instance {
  index: number;
  url: string;
  port: number;
  /** The running process, if any. */
  readonly process: ChildProcess | undefined;
  /** Starts the instance (again) and waits until it answers /healthz. */
  start(): Promise<void>;
  /** Sends a signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Fleet {
  /** Varnish: where visitors go. */
  url: string;
  sandboxUrl: string;
  contentDir: string;
  instances: Instance[];
  varnish: RunningVarnish;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers with `status` (or any 2xx), within `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 20_000, status?: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (status === undefined ? response.ok : response.status === status) return;
      last = `answered ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await pause(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms (${last})`);
}

function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
}

function createInstance(
  index: number,
  port: number,
  env: Record<string, string>,
  verbose: boolean,
  cpus: string | undefined,
): Instance {
  let child: ChildProcess | undefined;
  const url = `http://${HOST}:${port}`;
  return {
    index,
    url,
    port,
    get process() {
      return child;
    },
    async start() {
      const [command, args] = withAffinity(cpus, process.execPath, [
        ...SITE_NODE_FLAGS,
        'src/server/serve-node.ts',
      ]);
      const started = spawn(command, args, {
        env: { ...process.env, ...SITE_NODE_ENV, ...env, PORT: String(port), HOST },
        // Its own process group: a Ctrl-C reaches the launcher only, which then stops every
        // instance once, gracefully (a second signal would cut an instance's drain short).
        detached: true,
        stdio: ['ignore', verbose ? 'pipe' : 'ignore', verbose ? 'pipe' : 'ignore'],
      });
      child = started;
      killOnExit(started);
      prefixLines(started.stdout, `[instance ${index + 1}]`);
      prefixLines(started.stderr, `[instance ${index + 1}]`);
      await waitFor(`${url}/healthz`);
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
}

/**
 * Two instances behind Varnish on consecutive ports from `base` (Varnish, its admin port, the
 * sandbox, then the instances), with a fresh copy of the sandbox content: what the fleet's tests
 * and its benchmark run, each under its own `name`.
 */
export function startLocalFleet(
  base: number,
  name: string,
  options: { publishSecret: string; env?: Record<string, string>; cpus?: string | undefined },
): Promise<Fleet> {
  return startFleet({
    port: base,
    adminPort: base + 1,
    sandboxPort: base + 2,
    instancePorts: [base + 3, base + 4],
    stateDir: path.resolve('.fleet-state', `${name}-${base}`),
    contentDir: path.resolve('.sandbox-state', `${name}-content-${base}`),
    seedContent: true,
    publishSecret: options.publishSecret,
    env: options.env ?? {},
    cpus: options.cpus,
  });
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const contentDir = options.contentDir ? path.resolve(options.contentDir) : DEFAULT_CONTENT_DIR;
  if (options.seedContent && contentDir !== DEFAULT_CONTENT_DIR) {
    await rm(contentDir, { recursive: true, force: true });
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  }
  const sandbox: Sandbox = await startSandbox({ port: options.sandboxPort, contentDir });
  const cacheUrl = `http://${HOST}:${options.port}`;
  const urls = options.instancePorts.map((port) => `http://${HOST}:${port}`);
  const instances = options.instancePorts.map((port, index) =>
    createInstance(
      index,
      port,
      {
        SITE_ENV: 'local',
        // The public origin is the cache's: canonical links name it, not an instance.
        SITE_URL: `http://localhost:${options.port}`,
        UPSTREAM_API_URL: sandbox.url,
        UPSTREAM_CMS_URL: sandbox.url,
        UPSTREAM_VIDEO_URL: sandbox.url,
        UPSTREAM_ACCOUNT_URL: sandbox.url,
        SANDBOX_URL: sandbox.url,
        SEARCH_WIDGET_SCRIPT_URL: `${sandbox.url}/genai/widget.js`,
        SEARCH_WIDGET_STYLE_URL: `${sandbox.url}/genai/widget.css`,
        PUBLISH_SECRET: options.publishSecret,
        PEERS: urls.filter((_, other) => other !== index).join(','),
        VARNISH_URL: cacheUrl,
        ...options.env,
      },
      options.verbose ?? false,
      options.cpus,
    ),
  );
  const stopAll = async (varnish?: RunningVarnish) => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await varnish?.stop();
    await sandbox.close();
  };
  let varnish: RunningVarnish | undefined;
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    varnish = await startVarnish({
      port: options.port,
      backends: options.instancePorts.map((port) => ({ host: HOST, port })),
      stateDir: options.stateDir,
      ...(options.adminPort ? { adminPort: options.adminPort } : {}),
      stderr: options.verbose ? 'inherit' : 'ignore',
      cpus: options.cpus,
    });
    // Ready once each instance reaches the cache and its peers (it checks every second).
    await Promise.all(instances.map((instance) => waitFor(`${instance.url}/readyz`)));
  } catch (error) {
    await stopAll(varnish);
    throw error;
  }
  const running = varnish;
  return {
    url: cacheUrl,
    sandboxUrl: sandbox.url,
    contentDir,
    instances,
    varnish: running,
    stop: () => stopAll(running),
  };
}

/** Sets the wireless page's heading in the fleet's sandbox content (an editor's change). */
export async function setWirelessHeading(fleet: Pick<Fleet, 'contentDir'>, heading: string) {
  const file = path.join(fleet.contentDir, 'wireless-support.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    'cms-feed': { components: { default: { common: { heading: string } } } };
  };
  json['cms-feed'].components.default.common.heading = heading;
  await writeFile(file, JSON.stringify(json, null, 2));
}
