// @ts-check
/**
 * ESLint's view of the dependency table (src/layers.ts): an import the table does not allow is
 * reported where it is written. src/layers.test.ts checks the same table over the whole import
 * graph; this rule says it in the editor.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';
import { LAYERS, layerOf, mayImport, mayImportOutside } from '../src/layers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

/** @param {string} specifier */
const isNodeBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');

/** @type {import('eslint').Rule.RuleModule} */
const importsFollowTable = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports between folders of src/ follow the dependency table (src/layers.ts).',
    },
    schema: [],
  },
  create(context) {
    // A <script> of an .astro file is linted as a virtual file inside it (X.astro/1_1.ts).
    const file = context.filename.replace(/(\.astro)[/\\].*$/, '$1');
    const fromSrc = path.relative(SRC, file).split(path.sep).join('/');
    if (fromSrc.startsWith('..') || /\.test\.(ts|tsx)$/.test(file)) return {};
    const source = layerOf(fromSrc);

    /** @param {import('estree').Node} node @param {unknown} value @param {boolean} typeOnly */
    const check = (node, value, typeOnly) => {
      if (typeof value !== 'string') return;
      if (!source) {
        context.report({ node, message: `${fromSrc} belongs to no layer of src/layers.ts.` });
        return;
      }
      if (!value.startsWith('.')) {
        const runs = LAYERS[source].runs;
        if (runs !== 'server' && isNodeBuiltin(value)) {
          context.report({
            node,
            message: `${source} runs in the browser: no Node built-in ('${value}').`,
          });
        } else if (
          runs === 'browser' &&
          !typeOnly &&
          (value === 'zod' || value.startsWith('zod/'))
        ) {
          context.report({
            node,
            message: `${source} runs in the browser: zod stays in schemas of domain or video/model.`,
          });
        }
        return;
      }
      const target = path.resolve(path.dirname(file), value.split('?')[0] ?? value);
      const targetInSrc = path.relative(SRC, target).split(path.sep).join('/');
      if (targetInSrc.startsWith('..')) {
        const folder = path.relative(ROOT, target).split(path.sep)[0] ?? '';
        if (!mayImportOutside(source, folder)) {
          context.report({ node, message: `${source} may not import ${folder}/ (src/layers.ts).` });
        }
        return;
      }
      const layer = layerOf(targetInSrc);
      if (!layer || !mayImport(source, layer)) {
        context.report({
          node,
          message: `${source} may not import ${layer ?? targetInSrc} (src/layers.ts: ${source} may import ${LAYERS[source].mayImport.join(', ') || 'nothing of ours'}).`,
        });
      }
    };

    return {
      ImportDeclaration: (node) =>
        check(node, node.source.value, /** @type {any} */ (node).importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source &&
        check(node, node.source.value, /** @type {any} */ (node).exportKind === 'type'),
      ExportAllDeclaration: (node) =>
        check(node, node.source.value, /** @type {any} */ (node).exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export const layersPlugin = { rules: { 'imports-follow-table': importsFollowTable } };
