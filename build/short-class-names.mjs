// @ts-check
/**
 * Production builds name CSS-module classes with a short digest of the file and class instead of
 * Vite's `_local_hash_line`. A landing page carries about 500 such names in its markup and inline
 * CSS: the long form cost ~0.9 KB of the compressed page, which then no longer fitted in the
 * first TCP round trip (10 segments, 14.6 KB). Development keeps the readable names.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** @type {Map<string, string>} */
const issued = new Map();

/**
 * @param {string} local the class name as written in the stylesheet
 * @param {string} filename the stylesheet's path
 */
export function shortClassName(local, filename) {
  const key = `${path.relative(process.cwd(), filename.split('?')[0] ?? filename)}:${local}`;
  const name = `_${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
  const owner = issued.get(name);
  // Two classes sharing a name would silently style each other's elements.
  if (owner && owner !== key) throw new Error(`short-class-names: ${owner} and ${key} collide`);
  issued.set(name, key);
  return name;
}

/** @returns {import('astro').AstroIntegration} */
export function shortClassNames() {
  return {
    name: 'short-class-names',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({ vite: { css: { modules: { generateScopedName: shortClassName } } } });
      },
    },
  };
}
