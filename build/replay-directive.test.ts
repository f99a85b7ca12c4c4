import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import path from 'node:path';
import { afterLoadFileName, afterLoadModuleText, directiveEntry } from './replay-directive.mjs';

const root = path.resolve(import.meta.dirname, '..');
const AFTER_LOAD = path.join(root, 'src/islands/replay/replay-after-load.ts');

describe('the module that takes over after the load event', () => {
  it('is one self-contained ES module exporting what the recorder calls', async () => {
    const text = await afterLoadModuleText(AFTER_LOAD);
    expect(text).not.toMatch(/\bimport\b/);
    expect(text).toMatch(/export\s*\{[^}]*\breplayWhenReady\b[^}]*\}/);
    expect(text).toMatch(/export\s*\{[^}]*\bscheduleHydration\b[^}]*\}/);
  });

  it.each([
    { name: 'the same text', a: 'export const a=1;', b: 'export const a=1;', same: true },
    { name: 'another text', a: 'export const a=1;', b: 'export const a=2;', same: false },
  ])('is named by its content: $name, $same', ({ a, b, same }) => {
    expect(afterLoadFileName(a)).toMatch(/^replay\.[\w-]{8}\.js$/);
    expect(afterLoadFileName(a) === afterLoadFileName(b)).toBe(same);
  });
});

describe("the directive's entry", () => {
  it('bundles as Astro bundles a directive, leaving the import of the hashed file to the browser', async () => {
    const result = await build({
      stdin: {
        contents: directiveEntry(
          path.join(root, 'src/islands/replay/replay-directive.ts'),
          '/_astro/replay.AbCd1234.js',
        ),
        resolveDir: root,
      },
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
    });
    const text = result.outputFiles[0]?.text ?? '';
    expect(text).toContain('"/_astro/replay.AbCd1234.js"');
    expect(text).toMatch(/import\(\w+\)/);
    // Only the recorder: the replay's own code stays in the module.
    expect(text).not.toContain('requestSubmit');
    expect(text).not.toContain('IntersectionObserver');
  });
});
