import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apiModules from './scripts/eslint-api-modules.js';

/** The web app's features (apps/web/src/features/*): each may import only itself and the layers below. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const web = 'apps/web/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', 'e2e/screenshots/**', 'e2e/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The API's modules depend downwards only (docs/architecture.md): no import circle, type imports included.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/api/tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's modules meet at their front doors (docs/architecture.md): another module is imported only
    // through its index.ts, and no two modules import each other. Tests may compose anything.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/front-door': 'error', 'api-modules/no-mutual-import': 'error' },
  },
  {
    // SQL lives in repositories (and db/); `*.sql.ts` builds statements a repository runs (matching's ranking).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.sql.ts',
      'apps/api/src/db/**',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only repositories (*.repository.ts) and db/ run SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web's layers (docs/architecture.md): app/ composes features; a feature imports no other feature
    // and nothing above it; lib/, components/ and config/ import no feature and no page. Tests may
    // compose anything. No import circle anywhere.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*test-utils.tsx', 'apps/web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: move what both need to lib/ or components/, or compose them in app/.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'A feature imports nothing from app/ (the pages compose features, not the other way round).',
            },
            {
              target: [`${web}/lib`, `${web}/components`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: 'lib/, components/ and config/ sit below features and app/: they import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
