// Lint for the whole tree: typescript-eslint, React hooks, Relay's GraphQL checks, no import
// cycles, and the boundary that keeps web/ from reaching into server code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      '**/__generated__/',
      'api/src/generated/',
      'web/src/locales/**/*.ts',
      'api/src/mail/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Web code may reach outside web/ only for the shared rules; shared/ depends on nothing of ours.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './api', message: 'web/ may import only shared/ from outside web/.' },
            { target: './web', from: './scripts', message: 'web/ may import only shared/ from outside web/.' },
            { target: './web', from: './bench', message: 'web/ may import only shared/ from outside web/.' },
            { target: './web', from: './e2e', message: 'web/ may import only shared/ from outside web/.' },
            { target: './shared', from: './api', message: 'shared/ is neutral: no server code.' },
            { target: './shared', from: './web', message: 'shared/ is neutral: no browser code.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests read GraphQL and REST answers as untyped JSON on purpose: the shape is what they assert.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-*.ts', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
    },
  },
);
