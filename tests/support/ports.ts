/**
 * The loopback ports of this Playwright worker. Each worker owns a block of PORT_BLOCK ports
 * starting at E2E_PORT + its parallel index × PORT_BLOCK: its site (the block's first port), that
 * site's embedded sandbox (+1), its static-build server (+2), and the ports specs take a fixed step
 * above for servers of their own (+3 to +99). Workers therefore never share a server, a sandbox or
 * a content folder, and a spec's ports follow the worker that runs it.
 *
 * Playwright sets TEST_PARALLEL_INDEX in each worker process before it loads a spec, so a spec may
 * read these at module level. A worker started again after a failure keeps its index, and so its
 * ports: the one it replaces has stopped its servers by then.
 */
import path from 'node:path';

/** Ports each worker owns; specs' own servers stay below +100 (docs/testing.md lists them). */
export const PORT_BLOCK = 100;

/** The first port of worker 0's block (E2E_PORT, default 4301). */
export const E2E_BASE_PORT = Number(process.env['E2E_PORT'] ?? 4301);

/** This worker's index among the workers running at once (0 outside a Playwright worker). */
export const parallelIndex = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** This worker's site port: the first of its block. Specs' own servers take fixed steps above. */
export const e2ePort = E2E_BASE_PORT + parallelIndex * PORT_BLOCK;

/** This worker's site, its embedded sandbox, and its static-build server. */
export const siteUrl = `http://127.0.0.1:${e2ePort}`;
export const sandboxPort = e2ePort + 1;
export const staticPort = e2ePort + 2;
export const staticUrl = `http://127.0.0.1:${staticPort}`;

/** The seeded copy of the CMS content this worker's sandbox reads and its specs edit. */
export const contentDir = path.resolve('.sandbox-state', `content-${e2ePort}`);

/**
 * The carrier's identity host as the worker's site is told it (`SIGN_IN_HOST`): a name no
 * request ever reaches (tests answer it with `page.route`), so a two-factor page there can be
 * proven without a real host.
 */
export const IDENTITY_HOST = 'signin.example.test';
