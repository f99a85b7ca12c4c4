/** `npm run sandbox`: the sandbox upstream on its own (SANDBOX_PORT, default 3002). */
import { startSandbox } from './server.ts';

const port = Number(process.env['SANDBOX_PORT'] ?? 3002);
const sandbox = await startSandbox({ port });
console.log(`sandbox upstream listening on ${sandbox.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
