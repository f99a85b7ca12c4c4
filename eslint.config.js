// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * These plugins' published types predate ESLint 10's Plugin type; their runtime shape is correct.
 * @param {unknown} plugin
 * @returns {import('eslint').ESLint.Plugin}
 */
const asPlugin = (plugin) => /** @type {import('eslint').ESLint.Plugin} */ (plugin);

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info', 'log'] }],
    },
  },
  {
    // The browser boundary (see tests/unit/architecture/browser-boundary.test.ts, which also
    // follows imports transitively): browser code never loads zod, Node or server modules.
    files: [
      'src/islands/landing/**/*.{ts,tsx}',
      'src/stores/**/*.ts',
      'src/browser/**/*.ts',
      'src/shared/**/*.ts',
      'src/analytics/**/*.ts',
      'src/personalisation/**/*.ts',
    ],
    // The personalisation layer's schemas use zod/mini on purpose (see the boundary test).
    ignores: ['**/*.test.{ts,tsx}', 'src/personalisation/schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', 'node:*'],
              message: 'Browser code must not load zod or Node modules.',
              allowTypeImports: true,
            },
            {
              group: [
                '**/feeds/**',
                '**/lib/**',
                '**/config/**',
                '**/middleware',
                '**/middleware.ts',
              ],
              message:
                'Browser code must not import server modules; move shared helpers to src/shared/.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Ambient declaration files can only reference modules through import() types.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y-x': asPlugin(jsxA11y), 'react-hooks': asPlugin(reactHooks) },
    rules: {
      ...jsxA11y.configs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
);
