import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules skip TypeScript files, and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Every text a user sees comes from the catalogues (apps/web/src/locales): English typed into the web
  // app is an error. What is code rather than text (routes, enum values, HTTP words) is let through.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', 'apps/web/src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Class lists, ids and single lower-case tokens.
            '^[^A-Z\\s]*$',
            '^[a-z][\\w-]*(\\s+[\\w:/\\[\\].#%()&>*=~+-]+)*$',
            // Enum values and HTTP words: ADMIN, PUT, NETWORK_ERROR.
            '^[A-Z][A-Z0-9_]*$',
            // Routes and API paths; HTTP header names.
            '^/',
            '^[A-Z][a-z]+(-[A-Z][a-z]+)+$',
            '^Bearer\\b',
            // Time zones; the brand, which is not translated.
            '^[A-Z][a-z]+/[A-Z][a-z]+$',
            '^Arrival Shop$',
            // Media queries.
            '^\\(',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|id|to|href|key|type|variant|size|role|rel|target|method|path|autoComplete|inputMode|enterKeyHint|lang|dir|accept|mode|timeZone|currency|queryKey|name|sizes|media|form|htmlFor|side|align|orientation|dataKey|stroke|fill)$',
              },
            },
          ],
          ignoreFunctions: [
            'cn',
            'console.*',
            'Error',
            'navigate',
            'matchMedia',
            '*.setRequestHeader',
            'querySelector*',
            'URLSearchParams',
            'searchParams.*',
            'headers.*',
            'localStorage.*',
            'sessionStorage.*',
          ],
        },
      ],
    },
  },

  // Imports flow one way: app -> features -> components/lib/config.
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '@/app/*'], message: 'features must not import from app' }] },
      ],
      // Features are leaves: a screen that needs two of them is composed in app/routes.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message:
              'features must not import another feature: compose them in app/, or move what they share to components/ or lib/',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/features/**', '@/app/*', '@/features/*'],
              message: 'shared code must not import from app or features',
            },
          ],
        },
      ],
    },
  },
);
