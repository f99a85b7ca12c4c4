/**
 * The static rebuild job (src/server/serve-static.ts): an editor edits content and publishes, the
 * static deployment rebuilds in a child process and serves the change; a build that fails
 * leaves the last good pages serving and the status says why. The spec runs a static server
 * and a sandbox of its own (E2E_PORT + 30 and + 31) over a copy of the content folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { PUBLISH_SECRET, sandboxAt } from '../support/sandbox.ts';
import { startSandbox, type Sandbox, DEFAULT_CONTENT_DIR } from '../../sandbox/server.ts';
import { e2ePort } from '../support/ports.ts';

const staticPort = e2ePort + 30;
const sandboxPort = e2ePort + 31;
const staticUrl = `http://127.0.0.1:${staticPort}`;
const contentDir = path.resolve('.sandbox-state', `content-rebuild-${staticPort}`);
const buildsDir = path.resolve(`dist-static-builds-${staticPort}`);
const bearer = { authorization: `Bearer ${PUBLISH_SECRET}` };

interface Status {
  state: string;
  followUpQueued: boolean;
  builds: number;
  requests: number;
  finishedAt?: string;
  last?: { outcome: string; step?: string; message?: string; finishedAt: string };
}

let sandbox: Sandbox;
let server: ChildProcess;

async function editTopSolution(title: string): Promise<void> {
  const file = path.join(contentDir, 'wireless-support.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    'cms-feed': { components: { default: { topSolutions: { solutions: { title: string }[] } } } };
  };
  const first = json['cms-feed'].components.default.topSolutions.solutions[0];
  if (!first) throw new Error('the content has no top solution');
  first.title = title;
  await writeFile(file, JSON.stringify(json, null, 2));
}

async function status(authorized = true): Promise<Status> {
  const response = await fetch(`${staticUrl}/api/rebuild`, authorized ? { headers: bearer } : {});
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Status;
}

function publish(secret = PUBLISH_SECRET): Promise<Response> {
  return fetch(`${staticUrl}/api/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['feed:content'] }),
  });
}

/** Waits for the job to finish the build the publish number `requests` asked for. */
async function settled(builds: number): Promise<Status> {
  let current = await status();
  await expect
    .poll(
      async () => {
        current = await status();
        return current.builds >= builds && ['succeeded', 'failed'].includes(current.state);
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
  return current;
}

test.describe('the static rebuild job', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    await rm(contentDir, { recursive: true, force: true });
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
    await rm(buildsDir, { recursive: true, force: true });
    sandbox = await startSandbox({ port: sandboxPort, contentDir });
    server = spawn(process.execPath, ['src/server/serve-static.ts'], {
      env: {
        ...process.env,
        PORT: String(staticPort),
        STATIC_DIR: 'dist-static/client',
        PUBLISH_SECRET,
        REBUILD_DIR: buildsDir,
        REBUILD_SETTLE_MS: '300',
        UPSTREAM_API_URL: sandbox.url,
        UPSTREAM_CMS_URL: sandbox.url,
        UPSTREAM_VIDEO_URL: sandbox.url,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        () =>
          fetch(`${staticUrl}/wireless`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await sandbox.close();
    await rm(buildsDir, { recursive: true, force: true });
    await rm(contentDir, { recursive: true, force: true });
  });

  test('a wrong secret queues nothing; the status is readable without one', async () => {
    expect((await publish('not-the-secret-0123456789')).status).toBe(401);
    const webhook = await fetch(`${staticUrl}/api/rebuild`, { method: 'POST' });
    expect(webhook.status).toBe(401);
    expect(await status(false)).toMatchObject({ state: 'idle', requests: 0, builds: 0 });
  });

  test('edit, publish: a burst is one build, and the static site shows the change', async ({
    page,
  }) => {
    await page.goto(`${staticUrl}/wireless`);
    await expect(page.getByText('Unlock your phone').first()).toBeVisible();

    await editTopSolution('Unlock your phone today');
    // Three publishes in a burst, then one while the build runs: two builds in all.
    for (let i = 0; i < 3; i += 1) expect((await publish()).status).toBe(202);
    await expect.poll(async () => (await status()).state, { timeout: 10_000 }).toBe('running');
    const during = await (await publish()).json();
    expect(during).toMatchObject({ state: 'running', followUpQueued: true });

    const done = await settled(2);
    expect(done).toMatchObject({ state: 'succeeded', builds: 2, requests: 4 });
    expect(done.last?.outcome).toBe('succeeded');

    await page.goto(`${staticUrl}/wireless`);
    await expect(page.getByText('Unlock your phone today').first()).toBeVisible();
    const response = await page.request.get(`${staticUrl}/wireless`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  test('a failing build leaves the last good pages serving, and the status says why', async ({
    page,
  }) => {
    const before = await status();
    // The content feed fails: the build refuses to pre-render a degraded page.
    await sandboxAt(() => sandbox.url).fault({ route: '/cms-feed/', status: 500 });
    await editTopSolution('A title that never ships');
    try {
      expect((await publish()).status).toBe(202);
      const failed = await settled(before.builds + 1);
      expect(failed.state).toBe('failed');
      expect(failed.last).toMatchObject({ outcome: 'failed', step: 'build' });
      // Whichever the build reached first: a landing page (English or Spanish), or the list of
      // watch pages to pre-render, which reads the same content feed.
      expect(failed.last?.message).toMatch(
        /degraded render of \S*wireless|watch pages not listed: content:(en|es)/,
      );
      // No path of the server's disk is shown.
      expect(failed.last?.message).not.toContain(process.cwd());
      // Without the secret: the state and step, not the build's output.
      const anonymous = await status(false);
      expect(anonymous.last).toMatchObject({ outcome: 'failed', step: 'build' });
      expect(anonymous.last?.message).toBeUndefined();

      await page.goto(`${staticUrl}/wireless`);
      await expect(page.getByText('Unlock your phone today').first()).toBeVisible();
      await expect(page.getByText('A title that never ships')).toHaveCount(0);
    } finally {
      await sandboxAt(() => sandbox.url).clearFaults();
    }
  });

  test('a publish of the Spanish content rebuilds the Spanish pages with it', async ({ page }) => {
    const before = await status();
    const file = path.join(contentDir, 'es-US', 'wireless-support.json');
    const spanish = await readFile(file, 'utf8');
    await writeFile(file, spanish.replace('Desbloquear su teléfono', 'Desbloquee su teléfono hoy'));
    const published = await fetch(`${staticUrl}/api/publish`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['feed:content:es'] }),
    });
    expect(published.status).toBe(202);
    const done = await settled(before.builds + 1);
    expect(done.last?.outcome).toBe('succeeded');
    await page.goto(`${staticUrl}/es/wireless`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('Desbloquee su teléfono hoy').first()).toBeVisible();
  });
});
