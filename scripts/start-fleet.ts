/**
 * `npm run start:fleet`: the built site as a fleet on this machine: FLEET_SIZE instances
 * (default 2) behind Varnish on PORT (default 3001), with the sandbox upstream on SANDBOX_PORT
 * (default 3002); the instances listen on FLEET_BASE_PORT (default 3011) and up. Ctrl-C stops
 * every process it started. The package script installs Varnish (scripts/ensure-fleet-deps.sh)
 * and builds first.
 */
import path from 'node:path';
import { WIRELESS_PATH } from '../src/domain/landing-routes.ts';
import { runPublishSecret } from '../src/server/sandbox-stand-in.ts';
import { startFleet } from './fleet/fleet.ts';

const env = process.env;
const size = Number(env['FLEET_SIZE'] ?? 2);
if (!Number.isInteger(size) || size < 1 || size > 16) {
  console.error('[fleet] FLEET_SIZE must be a whole number from 1 to 16');
  process.exit(1);
}
const port = Number(env['PORT'] ?? 3001);
const basePort = Number(env['FLEET_BASE_PORT'] ?? 3011);
const publishSecret = env['PUBLISH_SECRET'] ?? runPublishSecret();

const fleet = await startFleet({
  port,
  instancePorts: Array.from({ length: size }, (_, index) => basePort + index),
  sandboxPort: Number(env['SANDBOX_PORT'] ?? 3002),
  stateDir: path.resolve('.fleet-state', `fleet-${port}`),
  publishSecret,
  ...(env['SANDBOX_CONTENT_DIR'] ? { contentDir: env['SANDBOX_CONTENT_DIR'] } : {}),
  seedContent: env['SANDBOX_CONTENT_SEED'] === '1',
  verbose: true,
});

console.log(`sandbox upstream on ${fleet.sandboxUrl}`);
for (const instance of fleet.instances) {
  console.log(`instance ${instance.index + 1} on ${instance.url}`);
}
if (!env['PUBLISH_SECRET']) console.log(`publish secret for this run: ${publishSecret}`);
console.log(
  `wireless support fleet (${size} instances behind Varnish) on http://localhost:${port}${WIRELESS_PATH}`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[fleet] ${signal}: stopping the instances, Varnish and the sandbox`);
    void fleet.stop().then(() => process.exit(0));
  });
}
