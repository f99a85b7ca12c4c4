import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAGS, flagOn, flagValue, genAiSearchEnabled, type FlagKey } from './flags.ts';

const keys = Object.keys(FLAGS) as FlagKey[];

describe('the flag table', () => {
  it('names every flag of spec §9 and the product decisions once', () => {
    const names = keys.map((key) => FLAGS[key].name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(26);
    for (const audience of ['smb', 'wireless']) {
      for (const variant of ['', '-top-soln', '-help-info', '-browse', '-contact', '-hot-topics']) {
        expect(names).toContain(`svc-ixp-support-${audience}-aia${variant}`);
      }
    }
  });

  describe.each(keys)('%s', (key) => {
    const { name } = FLAGS[key];
    it.each([
      ['true', true],
      ['TRUE', true],
      ['True', true],
      ['false', false],
      ['yes', false],
      ['', false],
    ])(`${name} = %j is on: %s`, (value, on) => {
      expect(flagOn({ [name]: value }, key)).toBe(on);
      expect(flagValue({ [name]: value }, key)).toBe(value);
    });

    it(`${name} missing is off`, () => {
      expect(flagOn({}, key)).toBe(false);
      expect(flagOn({ [`${name}-other`]: 'true' }, key)).toBe(false);
    });
  });
});

/** Every source file of the site, for the check that flag names live in the table alone. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

describe('flag names', () => {
  it('are spelled nowhere in the site but the flag table', () => {
    const table = path.join('src', 'domain', 'flags.ts');
    const names = keys.map((key) => FLAGS[key].name);
    const spelled = sourceFiles('src')
      .filter((file) => file !== table)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return names.filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
      });
    expect(spelled).toEqual([]);
  });
});

describe('flags', () => {
  it.each([
    ['wireless', true],
    ['internet,Wireless', true],
    ['none', false],
    [undefined, false],
  ])('GenAI search with %j: %s', (value, on) => {
    expect(genAiSearchEnabled(value === undefined ? {} : { [FLAGS.genAiSearch.name]: value })).toBe(
      on,
    );
  });
});
