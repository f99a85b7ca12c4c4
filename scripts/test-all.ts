/**
 * `npm test`: the whole suite, arranged so the machine's cores are busy and nothing is built twice.
 *
 * 1. The browsers and Varnish the suites drive (scripts/ensure-*.sh), then both builds, once.
 * 2. The cross-engine suite starts in the background: it drives one browser at a time and leaves
 *    about half of a two-core machine idle. Its output is held and printed when it ends, after the
 *    unit tests, so the two logs do not interleave.
 * 3. Meanwhile the type check, lint and formatting, then the unit and component tests.
 * 4. The end-to-end suite last, on its own: it keeps every core busy and its layout-shift and
 *    first-tap tests measure time on a throttled phone, which a neighbour's load would distort.
 *
 * Every part runs even when an earlier one failed (a part that needs the builds is skipped when
 * they failed), and a table at the end gives each part's result and time. Exit status 1 when any
 * part failed. The parts on their own: `npm run check`, `npm run test:unit`, `npm run test:e2e`,
 * `npm run test:engines` (docs/testing.md).
 */
import { spawn } from 'node:child_process';

interface Step {
  command: string;
  args: string[];
}

interface Outcome {
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  seconds: number;
}

/** Runs a step with the terminal as its output, or with its output collected when `held`. */
function run(step: Step, held = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${step.command}: ${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(chunks).toString() });
    });
    child.on('exit', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

const outcomes: Outcome[] = [];

async function timed(
  name: string,
  steps: Step[],
  held = false,
): Promise<{ ok: boolean; output: string }> {
  const started = performance.now();
  let output = '';
  let ok = true;
  for (const step of steps) {
    if (!held) console.log(`\n▶ ${name}: ${[step.command, ...step.args].join(' ')}\n`);
    const { code, output: stepOutput } = await run(step, held);
    output += stepOutput;
    if (code !== 0) {
      ok = false;
      break;
    }
  }
  outcomes.push({
    name,
    result: ok ? 'passed' : 'failed',
    seconds: (performance.now() - started) / 1000,
  });
  return { ok, output };
}

function skipped(name: string) {
  outcomes.push({ name, result: 'skipped', seconds: 0 });
}

const npm = (script: string): Step => ({ command: 'npm', args: ['run', '--silent', script] });
const bash = (file: string): Step => ({ command: 'bash', args: [file] });

const begun = performance.now();

const tools = await timed('browsers and Varnish', [
  bash('scripts/ensure-chromium.sh'),
  bash('scripts/ensure-fleet-deps.sh'),
  bash('scripts/ensure-engines.sh'),
]);
const built = tools.ok
  ? await timed('builds (node, static)', [npm('build:test')])
  : (skipped('builds (node, static)'), { ok: false, output: '' });

let engines: Promise<{ ok: boolean; output: string }> | undefined;
if (built.ok) {
  console.log(
    '\n▶ cross-engine suite: started in the background; its log follows the unit tests\n',
  );
  engines = timed(
    'cross-engine (Firefox ESR, WebKitGTK)',
    [{ command: 'vitest', args: ['run', '--config', 'vitest.engines.config.ts'] }],
    true,
  );
} else {
  skipped('cross-engine (Firefox ESR, WebKitGTK)');
}

await timed('type check, lint, format', [npm('check')]);
await timed('unit and component', [{ command: 'vitest', args: ['run'] }]);

if (engines) {
  const { output } = await engines;
  console.log('\n▶ cross-engine suite: its log\n');
  process.stdout.write(output);
}

if (built.ok) await timed('end-to-end (Chromium)', [{ command: 'playwright', args: ['test'] }]);
else skipped('end-to-end (Chromium)');

const total = (performance.now() - begun) / 1000;
const width = Math.max(...outcomes.map((o) => o.name.length));
console.log('\nnpm test:');
for (const o of outcomes) {
  const time = o.result === 'skipped' ? '' : `${o.seconds.toFixed(0)} s`;
  console.log(`  ${o.name.padEnd(width)}  ${o.result.padEnd(7)}  ${time.padStart(6)}`);
}
console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${`${total.toFixed(0)} s`.padStart(6)}`);
process.exit(outcomes.every((o) => o.result === 'passed') ? 0 : 1);
