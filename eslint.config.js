// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './build/eslint-layers.mjs';

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
      '**/.astro/**',
      '**/node_modules/**',
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
    // The dependency table (src/layers.ts): which folder of src/ may import which.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { layers: asPlugin(layersPlugin) },
    rules: { 'layers/imports-follow-table': 'error' },
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
