/**
 * Walks the real import graph of TypeScript modules (static imports, re-exports and dynamic
 * `import()`), so a test can prove which modules a browser entry pulls in. Type-only imports are
 * skipped: they are erased before bundling.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** The module specifiers a file loads at run time. */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword)
        specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** A relative specifier's file, or undefined for a non-code asset (styles, images). */
export function resolveRelative(from: string, specifier: string): string | undefined {
  // A query (`?lazy`, `?url`) names the same file, loaded another way.
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...CODE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`cannot resolve '${specifier}' from ${from}`);
  return CODE_EXTENSIONS.some((ext) => found.endsWith(ext)) ? found : undefined;
}

export interface BoundaryRules {
  /** Paths in messages are relative to this folder. */
  root: string;
  /** Folders (relative to root) no browser module may load. */
  forbiddenFolders: string[];
  /** Files (relative to root) no browser module may load. */
  forbiddenFiles: string[];
  /** Packages no browser module may load (a package's subpaths included). */
  forbiddenPackages: string[];
}

export interface Violation {
  entry: string;
  /** entry → … → the forbidden module, relative to root. */
  chain: string[];
  reason: string;
}

const isRelative = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('/');

function packageReason(specifier: string, rules: BoundaryRules): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '')) {
    return 'Node built-in';
  }
  const name = rules.forbiddenPackages.find(
    (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
  );
  return name ? `server-only package '${name}'` : undefined;
}

function fileReason(file: string, rules: BoundaryRules): string | undefined {
  const rel = relative(rules.root, file).split(sep).join('/');
  if (rules.forbiddenFiles.includes(rel)) return `server module ${rel}`;
  const folder = rules.forbiddenFolders.find((f) => rel.startsWith(`${f.replace(/\/$/, '')}/`));
  return folder ? `server folder ${folder}` : undefined;
}

/**
 * Every import of a forbidden module reachable from the entry, each with the shortest import
 * chain to the importer. The walk stops at a forbidden module (what lies behind it is its own
 * problem).
 */
export function boundaryViolations(entry: string, rules: BoundaryRules): Violation[] {
  const show = (path: string) =>
    isRelative(path) || path.startsWith(rules.root)
      ? relative(rules.root, path).split(sep).join('/')
      : path;
  const parent = new Map<string, string | undefined>([[entry, undefined]]);
  const chainTo = (node: string) => {
    const chain: string[] = [];
    for (let at: string | undefined = node; at !== undefined; at = parent.get(at)) {
      chain.unshift(show(at));
    }
    return chain;
  };
  const violations: Violation[] = [];
  const reported = new Set<string>();
  const report = (file: string, target: string, reason: string) => {
    const key = `${file}\n${target}`;
    if (reported.has(key)) return;
    reported.add(key);
    violations.push({ entry: show(entry), chain: [...chainTo(file), show(target)], reason });
  };
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of runtimeImports(file)) {
      if (!isRelative(specifier)) {
        const reason = packageReason(specifier, rules);
        if (reason) report(file, specifier, reason);
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      const reason = fileReason(target, rules);
      // Every importer of a forbidden module is reported; the walk does not go behind it.
      if (reason) report(file, target, reason);
      else if (!parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return violations;
}

/** The code files under a folder (tests excluded), recursively. */
export function codeFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.test\.(ts|tsx)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function formatViolation(violation: Violation): string {
  return `${violation.chain.join(' → ')} (${violation.reason})`;
}

/** Every module specifier a file names, type-only imports included (a type crosses a layer too). */
export function allImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.scss')) {
    return [...text.matchAll(/@(?:use|forward|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  }
  // An .astro file's imports sit in its frontmatter and its <script> elements.
  const code = file.endsWith('.astro')
    ? [
        /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '',
        ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
      ].join('\n')
    : text;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The file a relative specifier names (any file kind), or undefined when none exists. */
export function resolveAnyRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  const partial = join(dirname(base), `_${base.slice(dirname(base).length + 1)}.scss`);
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...CODE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
    `${base}.scss`,
    partial,
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Source files of every kind that take part in imports (tests excluded), recursively. */
export function sourceFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|astro|scss|mjs)$/.test(entry.name) &&
        !/\.test\.(ts|tsx)$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export interface Edge {
  /** Both relative to the root, with forward slashes. */
  from: string;
  to: string;
}

/** Every relative import between the source files under root/src (tests excluded). */
export function importEdges(root: string): Edge[] {
  const rel = (path: string) => relative(root, path).split(sep).join('/');
  return sourceFilesUnder(join(root, 'src')).flatMap((file) =>
    allImports(file)
      .filter(isRelative)
      .map((specifier) => {
        const target = resolveAnyRelative(file, specifier);
        if (!target) throw new Error(`cannot resolve '${specifier}' from ${rel(file)}`);
        return { from: rel(file), to: rel(target) };
      }),
  );
}

/**
 * Cycles between top-level folders of src/: each is a list of folders where every one imports
 * the next and the last the first, with one import that makes each step.
 */
export function folderCycles(edges: Edge[]): string[][] {
  const top = (path: string) => path.split('/')[1] ?? path;
  const graph = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    if (!edge.to.startsWith('src/')) continue;
    const [a, b] = [top(edge.from), top(edge.to)];
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    graph.get(a)?.set(b, graph.get(a)?.get(b) ?? edge);
  }
  // Tarjan's strongly connected components: a component of more than one folder is a cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) connect(node);
  return cycles;
}
