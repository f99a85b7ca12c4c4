import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FLAGS,
  flagOn,
  flagValue,
  genAiSearchEnabled,
  type FlagKey,
  type SwitchKey,
} from './flags.ts';
import { accountDetailsRequest } from './personalisation/account.ts';
import { twoFactorCheckNeeded } from './personalisation/side-tasks.ts';
import { twoFactorTarget } from './personalisation/two-factor-rules.ts';

const keys = Object.keys(FLAGS) as FlagKey[];
/** The switches: on when 'true' in any case. The value flags have rules of their own (below). */
const switches = keys.filter((key) => !('value' in FLAGS[key])) as SwitchKey[];

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

  it('has three value flags, the rest are switches', () => {
    expect(keys.filter((key) => 'value' in FLAGS[key]).sort()).toEqual([
      'genAiSearch',
      'twoFactorUrl',
      'unifiedLander',
    ]);
  });

  describe.each(switches)('%s', (key) => {
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

describe('the value flags, each by its own rule', () => {
  const unified = (value: string | undefined) =>
    accountDetailsRequest(
      flagValue(value === undefined ? {} : { [FLAGS.unifiedLander.name]: value }, 'unifiedLander'),
    );

  it.each([
    ['bsse', 'GET', 'bsse'],
    ['bsse-tlg', 'GET', 'bsse-tlg'],
    // 'true' names no variant: the classic account details, not a unified call with 'true'.
    ['true', 'POST', undefined],
    ['false', 'POST', undefined],
    [undefined, 'POST', undefined],
  ])('unified lander %j: %s with variant %j', (value, method, variant) => {
    const call = unified(value);
    expect(call.method).toBe(method);
    expect('params' in call ? call.params['variant'] : undefined).toBe(variant);
  });

  it.each([
    ['/acctmgmt/2fa', true, 'https://www.example.com/acctmgmt/2fa'],
    ['https://id.example.com/2fa', true, undefined],
    ['', false, undefined],
    ['true', true, 'https://www.example.com/true'],
  ])('two-factor URL %j: check %s, target %j', (value, checked, target) => {
    const url = flagValue({ [FLAGS.twoFactorUrl.name]: value }, 'twoFactorUrl');
    expect(twoFactorCheckNeeded({ disableFlag: 'false', url })).toBe(checked);
    if (checked)
      expect(
        twoFactorTarget(url ?? '', { origin: 'https://www.example.com', allowedOrigins: [] }),
      ).toBe(target);
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
