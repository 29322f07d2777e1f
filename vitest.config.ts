import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/vite.config.ts';

const rootPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// `source` makes @fractional/contract resolve to its TypeScript sources, so tests need no build.
const conditions = ['source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'tools', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // vitest does not read apps/web/vite.config.ts: the same build-time constant.
        define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
        resolve: {
          // ES builds of the libraries (not their CommonJS `require('react')`), so the aliases apply.
          conditions: [...conditions, 'module', 'browser', 'development|production'],
          alias: [
            // Its package has no `exports`: name the ES build, whose imports of React the aliases can reach.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
              ),
            },
            ...preactAliases,
          ],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Libraries that import React go through the aliases too, so that they get Preact.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /react-hook-form/,
                /@hookform\/resolvers/,
              ],
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
