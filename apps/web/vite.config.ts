import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` makes @fractional/contract resolve to its TypeScript sources: no separate build step.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  // The footer shows the product version (root package.json), fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The manifest tells scripts/bundle-size.ts which files a route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    // `npm run dev -w apps/api` listens on 3000; the dev server forwards API calls to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
