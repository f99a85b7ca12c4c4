// @ts-check
/**
 * Production builds name CSS-module classes with a short digest of the file and class instead of
 * Vite's `_local_hash_line`. A landing page carries about 500 such names in its markup and inline
 * CSS: the long form cost ~0.9 KB of the compressed page, which then no longer fitted in the
 * first TCP round trip (10 segments, 14.6 KB). Development keeps the readable names.
 *
 * Four base64url characters (16.7 million names): five cost each landing page 110-120 B more of
 * brotli. Digests of that length can collide (for the ~700 classes of 2026-11, a chance of about
 * 1.5%); a collision fails the build, naming both classes, and renaming either one ends it. A
 * name must be a function of its class alone: the server's and the browser's builds each ask for
 * it, in their own order.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Characters of digest after the leading underscore. */
const NAME_LENGTH = 4;

/** What a production class name looks like (the e2e suite finds the markup's classes by it). */
export const SHORT_CLASS_NAME_PATTERN = `^_[\\w-]{${NAME_LENGTH}}$`;

/** @type {Map<string, string>} */
const issued = new Map();

/**
 * @param {string} local the class name as written in the stylesheet
 * @param {string} filename the stylesheet's path
 */
export function shortClassName(local, filename) {
  const key = `${path.relative(process.cwd(), filename.split('?')[0] ?? filename)}:${local}`;
  const name = `_${createHash('sha256').update(key).digest('base64url').slice(0, NAME_LENGTH)}`;
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
