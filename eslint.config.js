// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.local/**',
      'emulators/stripe/public/**',
      'emulators/paypal/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Classic scripts index.html runs as they are (boot-shell.js, inlined by the build).
    files: ['web/public/**/*.js', 'web/src/boot/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'emulators/tsconfig.json',
            'bench/tsconfig.json',
          ],
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/mini', 'zod/v4', 'zod/v4/core'].map((name) => ({
            name,
            message:
              "Import z from @fastwell/contract/zod (jitless: the CSP has no 'unsafe-eval').",
          })),
        },
      ],
    },
  },
  prettier,
);
