import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_COMMAND, SITE_NODE_ENV, SITE_NODE_FLAGS } from './site-runtime.ts';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const operations = readFileSync('docs/operations.md', 'utf8');

describe('the site process is started one way everywhere', () => {
  it('npm run serve runs the flags and environment the benchmarks and the fleet use', () => {
    expect(packageJson.scripts['serve']).toBe(SERVE_COMMAND);
  });

  it("the operations guide's service example starts it the same way", () => {
    const execStart = /^ExecStart=\S+\/node (.*) src\/server\/serve-node\.ts$/m.exec(operations);
    expect(execStart?.[1]).toBe(SITE_NODE_FLAGS.join(' '));
    for (const [name, value] of Object.entries(SITE_NODE_ENV))
      expect(operations).toMatch(new RegExp(`^Environment=.*\\b${name}=${value}\\b`, 'm'));
  });
});
