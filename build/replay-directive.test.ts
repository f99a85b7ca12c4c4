import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterLoadModuleFiles, directiveEntry } from './replay-directive.mjs';

const root = path.resolve(import.meta.dirname, '..');
const AFTER_LOAD = path.join(root, 'src/islands/replay/replay-after-load.ts');

describe('the module that takes over after the load event', () => {
  it('is two files: the module, which imports the replayer only when asked, and the replayer', async () => {
    const [module, replayer, ...more] = await afterLoadModuleFiles(AFTER_LOAD, root);
    expect(more).toEqual([]);
    expect(module?.name).toMatch(/^replay\.\w{8}\.js$/);
    expect(replayer?.name).toMatch(/^replay-replayer\.\w{8}\.js$/);
    // No static import: nothing else is fetched with the module.
    expect(module?.text).not.toMatch(/\bimport\s*["'{]/);
    expect(module?.text).toContain(`import("./${replayer?.name}")`);
    expect(module?.text).toMatch(/export\s*\{[^}]*\bscheduleHydration\b[^}]*\}/);
    expect(module?.text).toMatch(/export\s*\{[^}]*\breplayWhenReady\b[^}]*\}/);
    expect(module?.text).toMatch(/export\s*\{[^}]*\bloadReplayer\b[^}]*\}/);
    expect(module?.text).not.toContain('requestSubmit');
    expect(replayer?.text).not.toMatch(/\bimport\b/);
    expect(replayer?.text).toMatch(/export\s*\{[^}]*\breplay\b[^}]*\}/);
  });

  it('is named by its content, wherever the project is', async () => {
    const named = async (text: string) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'replay-directive-'));
      await writeFile(path.join(dir, 'after-load.ts'), text);
      return (await afterLoadModuleFiles(path.join(dir, 'after-load.ts'), dir))[0]?.name;
    };
    const one = await named('export const when = 1;');
    expect(await named('export const when = 1;')).toBe(one);
    expect(await named('export const when = 2;')).not.toBe(one);
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
