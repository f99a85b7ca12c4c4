/**
 * The static rebuild job's effects: one `npm run build:static` in a child process, into a fresh
 * directory, checked, then handed to the server that swaps it in (src/server/serve-static.ts). The
 * queue that decides when to build is src/server/rebuild/queue.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, rename, rm, stat, symlink, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOutcome } from './queue.ts';
import { LANDING_ROUTES } from '../../domain/landing-routes.ts';
import { cleanMessage, failureLine } from './report.ts';

/** Pages a static build must contain to be served: each landing page in each language. */
const REQUIRED_PAGES = LANDING_ROUTES.map((route) => `${route.slice(1)}.html`);
const BUILD_TIME_LIMIT_MS = 5 * 60_000;
const OUTPUT_KEPT = 64 * 1024;
/** The pointer to the build being served, inside the builds folder. */
export const CURRENT_LINK = 'current';

export interface BuildJobOptions {
  /** Where builds go, one folder each (inside the project: the build resolves node_modules). */
  buildsDir: string;
  env: NodeJS.ProcessEnv;
  /** Called with a finished, checked build's client folder; throws if it cannot serve it. */
  swap: (clientDir: string) => Promise<void>;
}

const isDirectory = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

const builds = new Set<ChildProcess>();

/** Ends a build in progress (the server is stopping; its folder is never swapped in). */
export function stopBuilds(): void {
  for (const child of builds) child.kill('SIGTERM');
}

/** Runs build:static into `dir`; resolves with its exit code and the tail of its output. */
function runBuild(dir: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-static.ts'], {
      // build:static runs `astro` from the project's bin folder, as `npm run` would find it.
      env: {
        ...env,
        OUT_DIR: dir,
        PATH: [path.resolve('node_modules/.bin'), env['PATH'] ?? ''].join(path.delimiter),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    builds.add(child);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += '\nbuild timed out after 5 minutes';
      child.kill('SIGTERM');
    }, BUILD_TIME_LIMIT_MS);
    child.on('close', (code) => {
      builds.delete(child);
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** Points `<buildsDir>/current` at `target` in one rename, so a restart serves the same build. */
async function pointCurrent(buildsDir: string, target: string): Promise<void> {
  const temporary = path.join(buildsDir, `.${CURRENT_LINK}-${process.pid}`);
  await rm(temporary, { force: true });
  await symlink(path.basename(target), temporary);
  await rename(temporary, path.join(buildsDir, CURRENT_LINK));
}

/** Removes builds other than the served one and the one before it (kept for a quick look back). */
async function pruneBuilds(buildsDir: string, keep: Set<string>): Promise<void> {
  const names = (await readdir(buildsDir)).filter((name) => /^build-/.test(name)).sort();
  const old = names.filter((name) => !keep.has(name)).slice(0, -1);
  await Promise.all(
    old.map((name) => rm(path.join(buildsDir, name), { recursive: true, force: true })),
  );
}

/** The served build recorded by an earlier run, if it is still there. */
export async function currentBuild(buildsDir: string): Promise<string | undefined> {
  const target = await readlink(path.join(buildsDir, CURRENT_LINK)).catch(() => undefined);
  if (!target) return undefined;
  const client = path.join(buildsDir, target, 'client');
  return (await isDirectory(client)) ? client : undefined;
}

let sequence = 0;

export function createBuildJob(options: BuildJobOptions): () => Promise<BuildOutcome> {
  const projectRoot = process.cwd();
  const hide = {
    paths: [projectRoot, path.resolve(options.buildsDir)],
    secrets: [
      options.env['PUBLISH_SECRET'] ?? '',
      options.env['PUBLISH_WEBHOOK_SECRET'] ?? '',
      options.env['PREVIEW_SECRET'] ?? '',
      options.env['UPSTREAM_BASIC_AUTH'] ?? '',
    ],
  };
  const failed = (step: string, message: string): BuildOutcome => ({
    ok: false,
    step,
    message: cleanMessage(message, hide),
  });
  return async () => {
    sequence += 1;
    const name = `build-${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}`;
    const dir = path.resolve(options.buildsDir, name);
    await mkdir(options.buildsDir, { recursive: true });
    const { code, output } = await runBuild(dir, options.env);
    if (code !== 0) {
      await rm(dir, { recursive: true, force: true });
      return failed('build', `exit code ${code}: ${failureLine(output)}`);
    }
    const client = path.join(dir, 'client');
    for (const page of REQUIRED_PAGES) {
      if (!(await stat(path.join(client, page)).catch(() => undefined))) {
        await rm(dir, { recursive: true, force: true });
        return failed('verify', `the build has no ${page}`);
      }
    }
    try {
      await options.swap(client);
      await pointCurrent(options.buildsDir, dir);
    } catch (error) {
      return failed('swap', error instanceof Error ? error.message : String(error));
    }
    await pruneBuilds(options.buildsDir, new Set([name])).catch(() => undefined);
    return { ok: true };
  };
}
