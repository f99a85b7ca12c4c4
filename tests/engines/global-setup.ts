/**
 * Starts what the cross-engine suite shares, once per run: the built site with its embedded
 * sandbox (`npm run build` must have run), and for WebKit an Xvfb display and `WebKitWebDriver`.
 * Ports 5601–5699 only: the site 5601 (sandbox 5602), a second site for the offline story 5611
 * (sandbox 5612), WebKitWebDriver 5690.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startSiteProcess } from '../support/site-process.ts';
import { selectedEngines } from './support/engines.ts';

export const SITE_PORT = 5601;
export const WEBKIT_DRIVER_PORT = 5690;

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sandboxUrl: string;
    webkitDriverUrl: string;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts Xvfb on a display it picks itself (`-displayfd`) and resolves with `:N`. */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^(\d+)\n/.exec(out);
      if (match) resolve({ display: `:${match[1]}`, child });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
}

async function startWebKitDriver(display: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('WebKitWebDriver', [`--port=${WEBKIT_DRIVER_PORT}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${WEBKIT_DRIVER_PORT}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/status`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`WebKitWebDriver did not start on port ${WEBKIT_DRIVER_PORT}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/server/entry.mjs')) {
    throw new Error('the built site is missing: run `npm run build` before `npm run test:engines`');
  }
  const engines = selectedEngines();
  const site = await startSiteProcess(SITE_PORT, {});
  project.provide('siteUrl', site.url);
  project.provide('sandboxUrl', site.sandboxUrl);
  const stops: (() => Promise<void>)[] = [site.stop];
  project.provide('webkitDriverUrl', '');
  if (engines.includes('webkit')) {
    const xvfb = await startXvfb();
    stops.push(() => stopChild(xvfb.child));
    const driver = await startWebKitDriver(xvfb.display);
    stops.push(() => stopChild(driver.child));
    project.provide('webkitDriverUrl', driver.url);
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
