import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLAGS } from '../src/domain/flags.ts';

const file = JSON.parse(
  readFileSync(new URL('./content/flags.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

// The allocations route answers each team's flags from content/flags.json.
describe("the sandbox's flags file", () => {
  it.each(Object.values(FLAGS))('sets $name under its owner team $team', ({ name, team }) => {
    expect(typeof file[team]?.[name]).toBe('string');
  });
});
