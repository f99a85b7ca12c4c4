/**
 * The dependency table holds: every import between folders of src/ (type-only imports, .astro
 * frontmatter and scripts, and stylesheets included) is one the table allows, the folders form
 * layers without a cycle, and browser code reaches no zod, Node built-in or server module.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  codeFilesUnder,
  folderCycles,
  formatViolation,
  importEdges,
  type Edge,
  type Violation,
} from '../tests/support/import-graph.ts';
import { LAYERS, layerOf, mayImport, mayImportOutside, type LayerName } from './layers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE = resolve(ROOT, 'tests/support/import-graph-fixtures/layered');

const names = Object.keys(LAYERS) as LayerName[];
const inSrc = (path: string) => path.replace(/^src\//, '');

/** Imports the table does not allow, each as 'from (layer) → to (layer)'. */
function tableViolations(edges: Edge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const source = layerOf(inSrc(from));
    if (!source) return [`${from} belongs to no layer of src/layers.ts`];
    if (!to.startsWith('src/')) {
      const folder = to.split('/')[0] ?? to;
      return mayImportOutside(source, folder) ? [] : [`${from} (${source}) → ${to} (outside src/)`];
    }
    const target = layerOf(inSrc(to));
    if (!target) return [`${to} belongs to no layer of src/layers.ts`];
    return mayImport(source, target) ? [] : [`${from} (${source}) → ${to} (${target})`];
  });
}

describe('the dependency table (src/layers.ts)', () => {
  const edges = importEdges(ROOT);

  it('reads the whole tree: hundreds of imports, .astro and stylesheets among them', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((edge) => edge.from.endsWith('.astro'))).toBe(true);
    expect(edges.some((edge) => edge.from.endsWith('.scss'))).toBe(true);
  });

  it('names a layer for every folder and file at the top of src/', () => {
    const top = readdirSync(resolve(ROOT, 'src')).filter((name) => !name.endsWith('.test.ts'));
    expect(top.filter((name) => !layerOf(name))).toEqual([]);
  });

  it('allows only layers it defines, and its own rows form layers (no row reaches back)', () => {
    for (const name of names) {
      for (const next of LAYERS[name].mayImport) expect(names).toContain(next);
    }
    const below = (name: LayerName, seen = new Set<string>()): Set<string> => {
      for (const next of LAYERS[name].mayImport as readonly LayerName[]) {
        if (!seen.has(next)) {
          seen.add(next);
          below(next, seen);
        }
      }
      return seen;
    };
    expect(names.filter((name) => below(name).has(name))).toEqual([]);
  });

  describe('given every import between modules of src/, type-only ones included', () => {
    it('then each is one the table allows', () => {
      expect(tableViolations(edges)).toEqual([]);
    });

    it('then no two top-level folders import each other, directly or around a loop', () => {
      expect(folderCycles(edges)).toEqual([]);
    });
  });

  describe('given a planted import the table does not allow (fixture)', () => {
    const planted = importEdges(FIXTURE);

    it('then the table check fails, naming the import and both layers', () => {
      expect(tableViolations(planted)).toEqual([
        'src/domain/rule.ts (domain) → src/stores/cart.ts (stores)',
      ]);
    });

    it('then the cycle check fails, naming the folders', () => {
      expect(folderCycles(planted)).toEqual([['domain', 'stores']]);
    });
  });
});

/**
 * The chosen crossing, zod/mini (about 5 KB gzip; the personalisation bodies' schemas left it for
 * plain-code readers, src/domain/personalisation/lenient-shape.ts, to keep a signed-in visitor's
 * JavaScript within its budget):
 * - the embed parses its data-options with the one options schema the server uses for
 *   /video-demo's query (the embed is its own bundle; the site's islands get typed options).
 */
const CHOSEN_CROSSINGS = ['src/video/model/options.ts → zod/mini'];

const browserFolders = names
  .filter((name) => LAYERS[name].runs === 'browser')
  .map((name) => `src/${name}`);
const serverFolders = names
  .filter((name) => LAYERS[name].runs === 'server')
  .map((name) => `src/${name}`);

function browserViolations(root: string, folders: string[]): Violation[] {
  const rules = {
    root,
    forbiddenFolders: serverFolders.filter((folder) => !folder.endsWith('.ts')),
    forbiddenFiles: serverFolders.filter((folder) => folder.endsWith('.ts')),
    forbiddenPackages: ['zod'],
  };
  return folders.flatMap((folder) =>
    codeFilesUnder(resolve(root, folder)).flatMap((entry) => boundaryViolations(entry, rules)),
  );
}

const crossing = (violation: Violation) => violation.chain.slice(-2).join(' → ');

describe('the browser boundary', () => {
  it('walks every module of the browser layers', () => {
    expect(browserFolders).toEqual(
      expect.arrayContaining(['src/islands', 'src/stores', 'src/browser', 'src/analytics']),
    );
    const entries = browserFolders.flatMap((folder) => codeFilesUnder(resolve(ROOT, folder)));
    for (const island of ['KnowledgeSearch', 'FixMyServiceBar', 'HelpfulInfo', 'ServiceTabs']) {
      expect(entries).toContainEqual(resolve(ROOT, `src/islands/landing/${island}.tsx`));
    }
    expect(entries).toContainEqual(resolve(ROOT, 'src/video/engine.ts'));
  });

  it('given every browser module and what it loads at run time, then none reaches zod, Node or server code', () => {
    const found = browserViolations(ROOT, browserFolders)
      .filter((violation) => !CHOSEN_CROSSINGS.includes(crossing(violation)))
      .map(formatViolation);
    expect([...new Set(found)]).toEqual([]);
    // It reads and parses every browser module: seconds on a machine whose cores the e2e workers
    // or another suite also use, past vitest's 5 s default.
  }, 30_000);

  describe('given an island that reaches server code (fixture)', () => {
    const fixtureRoot = resolve(ROOT, 'tests/support/import-graph-fixtures/leaky');
    const found = new Map<string, string[]>();
    for (const violation of browserViolations(fixtureRoot, ['src/islands', 'src/stores'])) {
      found.set(violation.entry, [
        ...(found.get(violation.entry) ?? []),
        formatViolation(violation),
      ]);
    }

    it('then the walk fails, naming the whole chain', () => {
      expect(found.get('src/islands/Leaky.tsx')).toEqual([
        'src/islands/Leaky.tsx → src/domain/label.ts → src/feeds/feed.ts (server folder src/feeds)',
      ]);
    });

    it('then a dynamic import of a Node built-in is caught too', () => {
      expect(found.get('src/stores/lazy.ts')).toEqual([
        'src/stores/lazy.ts → node:fs (Node built-in)',
      ]);
    });

    it('then a type-only import of server code is erased, so the run-time walk lets it pass', () => {
      expect(found.get('src/islands/Leaky.tsx')?.join('\n')).not.toContain('types-only');
    });
  });
});
