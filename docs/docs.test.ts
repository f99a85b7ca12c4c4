/**
 * The README and docs/ are read top to bottom by newcomers, and they drift unless something
 * checks them: the README stays an entry point, lines stay readable, every environment variable,
 * flag, npm script and layer the code has is documented, and every relative link resolves.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as nodeConfig from '../src/node/config.ts';
import { FLAGS } from '../src/domain/flags.ts';
import { LAYERS } from '../src/layers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const README = join(ROOT, 'README.md');
const DOCS = import.meta.dirname;

const MAX_README_LINES = 200;
const MAX_LINE_LENGTH = 400;

/** Markdown with fenced code blocks blanked out (their lines kept, so line numbers hold). */
function outsideFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Markdown headings outside fenced code blocks. */
function headings(markdown: string): string[] {
  return outsideFences(markdown)
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => line.trim());
}

const duplicates = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);

/** Lines of a text: a final newline ends the last line, it does not start one (as `wc -l`). */
const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Lines over `max` characters, as 'line N (length)'. */
function longLines(text: string, max = MAX_LINE_LENGTH): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (line.length > max ? [`line ${index + 1} (${line.length})`] : []));
}

/**
 * Names of environment variables a source text reads directly: `env['NAME']`, `env["NAME"]`,
 * `env.NAME`, and the same after `process.` or `import.meta.` (upper-case names only, so
 * `env.config` or `env[name]` are not variables).
 */
function envReads(source: string): string[] {
  const pattern = /\benv(?:\[\s*(['"`])([A-Z][A-Z0-9_]*)\1\s*\]|\.([A-Z][A-Z0-9_]*)\b)/g;
  const names = [...source.matchAll(pattern)].map((match) => match[2] ?? match[3] ?? '');
  return [...new Set(names)].sort();
}

/** Whether `name` appears in markdown as inline code: `NAME`. */
const mentionsAsCode = (markdown: string, name: string) => markdown.includes(`\`${name}\``);

/** Whether a script of package.json is named as `npm run NAME` (or `npm NAME`: start, test). */
function mentionsScript(markdown: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\bnpm (?:run )?${escaped}(?![\\w:-])`).test(markdown);
}

/** Targets of relative markdown links and images outside code, fragments kept (`#part` alone too). */
function linkTargets(markdown: string): string[] {
  const prose = outsideFences(markdown)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => target !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target));
}

/** The files relative links point at, without their #fragment. */
const relativeLinks = (markdown: string) =>
  linkTargets(markdown)
    .map((target) => decodeURI(target.split('#')[0] ?? ''))
    .filter(Boolean);

/** Relative links in `file` whose target does not exist. */
function brokenLinks(file: string, markdown: string): string[] {
  return relativeLinks(markdown).filter((target) => !existsSync(resolve(dirname(file), target)));
}

/** A heading's anchor as GitHub makes it: text only, lower case, punctuation dropped, dashes. */
function headingSlug(heading: string): string {
  return heading
    .replace(/^#+\s*/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Links in `file` to a markdown page (or itself) with a #fragment no heading there makes. */
function brokenAnchors(file: string, markdown: string): string[] {
  return linkTargets(markdown).filter((target) => {
    const [path = '', fragment] = target.split('#');
    if (fragment === undefined || !(path === '' || path.endsWith('.md'))) return false;
    const page = resolve(dirname(file), decodeURI(path));
    if (path !== '' && !existsSync(page)) return false; // brokenLinks names it
    const text = path === '' ? markdown : readFileSync(page, 'utf8');
    return !headings(text).map(headingSlug).includes(fragment);
  });
}

/** Code files under `dir` (recursive), tests and dependencies left out. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : codeFiles(path);
    return /\.(ts|tsx|mts|js|mjs|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (file: string) => readFileSync(file, 'utf8');
const pages = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(DOCS, name));
const readme = read(README);
const configuration = read(join(DOCS, 'configuration.md'));
const architecture = read(join(DOCS, 'ARCHITECTURE.md'));
const allDocs = [readme, ...pages.map(read)].join('\n');

describe('the checks themselves', () => {
  it('finds headings, ignoring code blocks, and flags a repeated one', () => {
    const sample = '# A\n## B\n```sh\n# not a heading\n```\n## B\n';
    expect(headings(sample)).toEqual(['# A', '## B', '## B']);
    expect(duplicates(headings(sample))).toEqual(['## B']);
  });

  it.each([
    ['', 0],
    ['one\n', 1],
    ['one\ntwo', 2],
    ['one\ntwo\n', 2],
  ])('counts the lines of %j: %i', (text, count) => {
    expect(lineCount(text)).toBe(count);
  });

  it('finds lines over the limit', () => {
    expect(longLines(`short\n${'x'.repeat(401)}\n${'y'.repeat(400)}`)).toEqual(['line 2 (401)']);
  });

  it.each([
    ["const port = process.env['PORT'] ?? 3001;", ['PORT']],
    ['const host = process.env["HOST"];', ['HOST']],
    ["env['SITE_ENV'] ??= 'local';", ['SITE_ENV']],
    ['const token = process.env.METRICS_TOKEN;', ['METRICS_TOKEN']],
    ['mediaHost(import.meta.env.PUBLIC_VIDEO_MEDIA_HOST)', ['PUBLIC_VIDEO_MEDIA_HOST']],
    [
      'const e = import.meta.env;\n[e.PUBLIC_X, env.PUBLIC_VIDEO_HOST_LOCAL]',
      ['PUBLIC_VIDEO_HOST_LOCAL'],
    ],
    ["env[ 'A' ] + env.B + env['A']", ['A', 'B']],
    ['env.config.flags; env[name]; env.cookies.read(); environment.X', []],
    ["myenv['NOT_THIS'] + envelope.NOR_THIS", []],
  ])('reads the variables of %j', (source, names) => {
    expect(envReads(source)).toEqual(names);
  });

  it('tells a variable in inline code from one in prose', () => {
    expect(mentionsAsCode('- `PORT`: default `3001`.', 'PORT')).toBe(true);
    expect(mentionsAsCode('the PORT variable', 'PORT')).toBe(false);
  });

  it.each([
    ['`npm start` serves', 'start', true],
    ['`npm run bench:fleet`', 'bench', false],
    ['`npm run bench:fleet`', 'bench:fleet', true],
    ['`npm run test:unit`', 'test', false],
    ['run `npm test`', 'test', true],
    ['`npm run build-static`', 'build', false],
  ])('in %j finds script %s: %s', (markdown, name, found) => {
    expect(mentionsScript(markdown, name)).toBe(found);
  });

  it('finds relative links outside code, and only those', () => {
    const sample = [
      '[a](docs/a.md#part) [b](https://example.com) [c](#top) ![d](img/d.png)',
      '`[e](not-a-link.md)` <http://localhost:3001/> [f](mailto:x@example.com)',
      '```md',
      '[g](in-a-fence.md)',
      '```',
      '[h](../src/layers.ts "the table")',
    ].join('\n');
    expect(relativeLinks(sample)).toEqual(['docs/a.md', 'img/d.png', '../src/layers.ts']);
    expect(brokenLinks(join(DOCS, 'x.md'), '[ok](ARCHITECTURE.md) [gone](nowhere.md)')).toEqual([
      'nowhere.md',
    ]);
  });
  it.each([
    ['## `npm run bench:fleet`', 'npm-run-benchfleet'],
    ['## The node server (`src/server/serve-node.ts`)', 'the-node-server-srcserverserve-nodets'],
    ['### Decisions: the player', 'decisions-the-player'],
    ['## Benchmarks ([performance](performance.md))', 'benchmarks-performance'],
  ])('makes the anchor of %j: %s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it('finds a link to a heading that is not there', () => {
    const page = join(DOCS, 'x.md');
    const sample = '# Top part\n[a](#top-part) [b](#gone) [c](ARCHITECTURE.md#where-code-runs)';
    expect(brokenAnchors(page, `${sample} [d](ARCHITECTURE.md#nowhere)`)).toEqual([
      '#gone',
      'ARCHITECTURE.md#nowhere',
    ]);
  });
});

describe('README', () => {
  it('has no heading twice', () => {
    expect(headings(readme).length).toBeGreaterThan(3);
    expect(duplicates(headings(readme))).toEqual([]);
  });

  it(`is an entry point of at most ${MAX_README_LINES} lines`, () => {
    expect(lineCount(readme)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('maps every layer of src/layers.ts', () => {
    const missing = Object.keys(LAYERS).filter(
      (name) => !readme.includes(`\`src/${name}${name.endsWith('.ts') ? '' : '/'}\``),
    );
    expect(missing).toEqual([]);
  });
});

describe('docs/', () => {
  it('has the pages the README links to, each without a repeated heading', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      expect({ page: relative(ROOT, page), repeated: duplicates(headings(read(page))) }).toEqual({
        page: relative(ROOT, page),
        repeated: [],
      });
    }
  });

  it(`has no line over ${MAX_LINE_LENGTH} characters, in the README or any page`, () => {
    const found = [README, ...pages].flatMap((file) =>
      longLines(read(file)).map((line) => `${relative(ROOT, file)} ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('documents every variable of FIELDS (src/node/config.ts) in configuration.md', () => {
    // FIELDS, and any other table of variables config.ts exports under a name ending in FIELDS.
    const tables = Object.entries(nodeConfig).filter(([name]) => name.endsWith('FIELDS'));
    expect(tables.map(([name]) => name)).toContain('FIELDS');
    const names = tables.flatMap(([, table]) => Object.keys(table as object));
    expect(Object.keys(nodeConfig.FIELDS).length).toBeGreaterThan(10);
    expect(names.filter((name) => !mentionsAsCode(configuration, name))).toEqual([]);
  });

  it('documents every variable read directly by src/, scripts/ and sandbox/ in configuration.md', () => {
    const reads = new Map<string, string>();
    for (const folder of ['src', 'scripts', 'sandbox']) {
      for (const file of codeFiles(join(ROOT, folder))) {
        for (const name of envReads(read(file))) reads.set(name, relative(ROOT, file));
      }
    }
    expect(reads.size).toBeGreaterThan(20);
    const missing = [...reads].filter(([name]) => !mentionsAsCode(configuration, name));
    expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
  });

  it('names every flag of FLAGS (src/domain/flags.ts) in flags.md', () => {
    const flags = read(join(DOCS, 'flags.md'));
    const names = Object.values(FLAGS).map((flag) => flag.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !mentionsAsCode(flags, name))).toEqual([]);
  });

  it('names every npm script of package.json', () => {
    const { scripts } = JSON.parse(read(join(ROOT, 'package.json'))) as {
      scripts: Record<string, string>;
    };
    const names = Object.keys(scripts);
    expect(names).toContain('start');
    expect(names.filter((name) => !mentionsScript(allDocs, name))).toEqual([]);
  });

  it('draws the dependency table of src/layers.ts as it is', () => {
    const rows = new Map(
      architecture
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .filter((cells) => /^`src\/.+`$/.test(cells[1] ?? ''))
        .map((cells) => [(cells[1] ?? '').replace(/^`src\/|\/?`$/g, ''), cells]),
    );
    for (const [name, layer] of Object.entries(LAYERS)) {
      const cells = rows.get(name);
      const listed = cells?.[3] === 'nothing' ? [] : (cells?.[3]?.split(/,\s*/) ?? ['(no row)']);
      expect({ name, runs: cells?.[2], mayImport: listed.sort() }).toEqual({
        name,
        runs: layer.runs,
        mayImport: [...layer.mayImport].sort(),
      });
    }
    expect([...rows.keys()].filter((name) => !(name in LAYERS))).toEqual([]);
  });

  it('links only to headings that exist', () => {
    const broken = [README, ...pages].flatMap((file) =>
      brokenAnchors(file, read(file)).map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('links only to files that exist', () => {
    const broken = [README, ...pages].flatMap((file) =>
      brokenLinks(file, read(file)).map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
