import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` makes @fractional/contract resolve to its TypeScript sources: no separate build step.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // `npm run dev -w apps/api` listens on 3000; the dev server forwards API calls to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
