// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers of the codebase (DESIGN.md "Layout"): imports run one way only. `engine/core` is shared by
 * client and server, so it stays free of React, the DOM-bound libraries and every other layer.
 * Zones need the import to resolve to a file, which the node resolver below does for extensionless
 * TypeScript paths.
 */
const layers = {
  engine: ['server', 'src', 'widgets'],
  'engine/core': ['engine/react'],
  server: ['src', 'widgets', 'engine/react'],
  widgets: ['src', 'server'],
  // The client and its stories run in the browser: what they share with the server is in schemas/.
  src: ['server'],
  '.storybook': ['server'],
  // Data both sides read (labels, permission catalogue): it depends on no side.
  schemas: ['server', 'src', 'widgets', 'engine'],
};

const boundaryZones = Object.entries(layers).flatMap(([target, forbidden]) =>
  forbidden.map((from) => ({
    target: `./${target}`,
    from: `./${from}`,
    message: `${target}/ may not import from ${from}/ (see DESIGN.md, Layout).`,
  })),
);

/** Packages `engine/core` may not use: it runs on the server and in tests without a DOM. */
const clientOnlyPackages = {
  paths: ['react', 'react-dom', 'react-router-dom', 'ky', 'zustand', 'dompurify', 'react-bootstrap'].map(
    (name) => ({ name, message: 'engine/core is pure TypeScript: no React, no DOM-bound libraries.' }),
  ),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', '@tanstack/*', '@rjsf/*', 'zustand/*', 'react-bootstrap/*'],
      message: 'engine/core is pure TypeScript: no React, no DOM-bound libraries.',
    },
  ],
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'dist/**',
    'build/**',
    'data/**',
    'storybook-static/**',
    'schemas/types/**',
    'server/db/migrations/**',
    'coverage/**',
    '.tmp/**',
    'test-results/**',
    'bench/.out/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x skips TypeScript files when it follows imports (no-cycle sees nothing).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.node'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['engine/core/**'],
    rules: {
      'no-restricted-imports': ['error', clientOnlyPackages],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'engine/core runs without a DOM: take what you need as an argument.',
        })),
      ],
    },
  },
  {
    files: ['src/**', 'widgets/**', 'engine/react/**', '.storybook/**', 'tests/second-app/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Hooks also live in .ts files of the client layers (useLabel.ts, data hooks).
    files: ['**/*.tsx', 'src/**/*.ts', 'widgets/**/*.ts', 'engine/react/**/*.ts', 'tests/second-app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
