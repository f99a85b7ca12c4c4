import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint-layers.mjs';

const src = (file: string) => path.resolve(import.meta.dirname, '../src', file);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});

tester.run('layers/imports-follow-table', layersPlugin.rules['imports-follow-table'], {
  valid: [
    {
      filename: src('islands/landing/A.tsx'),
      code: "import { $page } from '../../stores/page.ts';",
    },
    { filename: src('server/a.ts'), code: "import { readFile } from 'node:fs/promises';" },
    { filename: src('server/a.ts'), code: "await import('../../sandbox/server.ts');" },
    { filename: src('video/engine.ts'), code: "import { timecode } from './model/timecode.ts';" },
    { filename: src('stores/a.ts'), code: "import type { z } from 'zod';" },
    { filename: src('islands/a.test.ts'), code: "import { config } from '../node/config.ts';" },
  ],
  invalid: [
    {
      name: 'a type-only import across a layer counts',
      filename: src('islands/landing/A.tsx'),
      code: "import type { SiteConfig } from '../../node/config.ts';",
      errors: [{ message: /islands may not import node/ }],
    },
    {
      name: 'the pure video model may not reach into the engine',
      filename: src('video/model/a.ts'),
      code: "export { engine } from '../engine.ts';",
      errors: [{ message: /video\/model may not import video/ }],
    },
    {
      name: 'a browser layer loads no Node built-in, even lazily',
      filename: src('stores/a.ts'),
      code: "await import('node:fs');",
      errors: [{ message: /no Node built-in/ }],
    },
    {
      name: 'a browser layer loads no zod',
      filename: src('analytics/a.ts'),
      code: "import { z } from 'zod';",
      errors: [{ message: /zod stays/ }],
    },
    {
      name: 'outside src/ only where the table says',
      filename: src('feeds/a.ts'),
      code: "import { startSandbox } from '../../sandbox/server.ts';",
      errors: [{ message: /feeds may not import sandbox/ }],
    },
    {
      name: 'a file in no layer is named',
      filename: src('stray/a.ts'),
      code: "import { x } from '../domain/values.ts';",
      errors: [{ message: /belongs to no layer/ }],
    },
  ],
});
