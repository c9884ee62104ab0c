// Lint config. The layer rules below are the architecture: they keep shared/ isomorphic,
// keep Node out of the renderer and keep the server from reaching into UI code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const layer = (message, patterns, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: paths.map((name) => ({ name, message })),
      patterns: [{ group: patterns, message }],
    },
  ],
});

export const layerRules = {
  shared: layer(
    'Bad layering: shared/ is isomorphic (no Node built-ins, DOM, Electron, server/, renderer/ or electron/).',
    [
      '**/server/**',
      '**/renderer/**',
      '**/electron/**',
      'electron',
      'electron/*',
      'react-dom',
      'react-dom/*',
    ],
    nodeBuiltins,
  ),
  renderer: layer(
    'Bad layering: renderer/ must not import server/ code, Electron or Node built-ins (use src/platform).',
    ['**/server/**', '**/electron/**', 'electron', 'electron/*'],
    nodeBuiltins,
  ),
  server: layer('Bad layering: server/ must not import renderer/ or electron/ code.', [
    '**/renderer/**',
    '**/electron/**',
    'electron',
    'electron/*',
  ]),
  electron: layer('Bad layering: electron/ must not import server/ or renderer/ code.', [
    '**/server/**',
    '**/renderer/**',
  ]),
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      // (local scratch scripts, ignored by git too)
      'bench/_*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: {
      ...layerRules.shared,
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...layerRules.renderer,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: layerRules.server,
  },
  {
    files: ['electron/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: layerRules.electron,
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tests/**', 'bench/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
