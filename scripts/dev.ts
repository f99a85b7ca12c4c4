/** `npm run dev`: the sandbox upstream plus `astro dev` with hot reload, on port 3001. */
import { spawn } from 'node:child_process';
import { startSandbox } from '../sandbox/server.ts';
import { runPublishSecret, sandboxStandIn } from '../src/server/sandbox-stand-in.ts';

// `astro dev` only ever runs on a developer's machine, so this script names the local environment
// itself; SITE_ENV set to another one is kept, and then every upstream must be set.
const siteEnv = process.env['SITE_ENV'] || 'local';
const standIn = sandboxStandIn({ ...process.env, SITE_ENV: siteEnv });
if (standIn.kind === 'refused') {
  console.error(`[dev] ${standIn.message}`);
  process.exit(1);
}
const sandbox = await startSandbox({ port: Number(process.env['SANDBOX_PORT'] ?? 3002) });
console.log(`sandbox upstream on ${sandbox.url}`);
const publishSecret = process.env['PUBLISH_SECRET'] ?? runPublishSecret();
if (!process.env['PUBLISH_SECRET']) console.log(`publish secret for this run: ${publishSecret}`);
const child = spawn('astro', ['dev', '--port', process.env['PORT'] ?? '3001'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SITE_ENV: siteEnv,
    // The sandbox also stands in for the carrier's main site (the local index and placeholders).
    SANDBOX_URL: sandbox.url,
    UPSTREAM_API_URL: process.env['UPSTREAM_API_URL'] ?? sandbox.url,
    UPSTREAM_CMS_URL: process.env['UPSTREAM_CMS_URL'] ?? sandbox.url,
    UPSTREAM_VIDEO_URL: process.env['UPSTREAM_VIDEO_URL'] ?? sandbox.url,
    PUBLISH_SECRET: publishSecret,
    SEARCH_WIDGET_SCRIPT_URL:
      process.env['SEARCH_WIDGET_SCRIPT_URL'] ?? `${sandbox.url}/genai/widget.js`,
    SEARCH_WIDGET_STYLE_URL:
      process.env['SEARCH_WIDGET_STYLE_URL'] ?? `${sandbox.url}/genai/widget.css`,
  },
});
child.on('exit', (code) => void sandbox.close().then(() => process.exit(code ?? 0)));
