import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const rootPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `source` makes @fractional/contract resolve to its TypeScript sources, so tests need no build.
const conditions = ['source'];

// Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, so
// every file ran alone while most of them wait on PostgreSQL, child servers or a browser. Each API file
// gets its own cloned database and Redis key prefix, and each e2e file its own users, so files run side by
// side (docs/architecture.md#tests). `--maxWorkers` on the command line still overrides these.
const workers = { unit: 2, api: 4, e2e: 3 };

// API tests that open no database of the run's (pure functions, templates, PDFs; the migration test brings its own
// PGlite): the unit pass runs them once, where the api project runs twice (PGlite, then PostgreSQL).
const apiWithoutDatabase = [
  'apps/api/src/background/cron.test.ts',
  'apps/api/src/config.test.ts',
  'apps/api/src/demo/experts.test.ts',
  'apps/api/src/lib/*.test.ts',
  'apps/api/src/mail/*.test.ts',
  'apps/api/src/modules/auth/hs256.test.ts',
  'apps/api/src/modules/discovery/discovery-highlights.test.ts',
  'apps/api/src/modules/discovery/search-words.test.ts',
  'apps/api/src/modules/engagements/productivity.test.ts',
  'apps/api/src/modules/files/content-disposition.test.ts',
  'apps/api/src/modules/invoices/invoice-{pdf,snapshot,ubl}.test.ts',
  'apps/api/src/storage/signing.test.ts',
  'apps/api/test/invoice-migration.test.ts',
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers.unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers.unit,
        },
      },
      {
        extends: true,
        // vitest does not read apps/web/vite.config.ts: the same build-time constant.
        define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          maxWorkers: workers.unit,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-unit',
          include: apiWithoutDatabase,
          environment: 'node',
          maxWorkers: workers.unit,
          // Its own group, after the others: a run naming API paths selects it beside the api project, and
          // projects of one group must share maxWorkers.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: apiWithoutDatabase,
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          maxWorkers: workers.api,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // One real server for the run, serving the built SPA (npm run test:e2e builds it first).
          globalSetup: ['e2e/global-setup.ts'],
          maxWorkers: workers.e2e,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits as long as a locator wait (fixtures.ts): its default of 1 s is shorter than a full page
          // load on this 2-core machine with three browsers at work, which failed runs for no fault of the page.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
