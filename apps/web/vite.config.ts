import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// `source` makes @fractional/contract resolve to its TypeScript sources: no separate build step.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels: the API
 * serves them to browsers that accept them (@fastify/static `preCompressed`) without compressing
 * anything per request. Fonts (woff2) are compressed already.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fractional:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}

/**
 * Everyone signed out lands on /member first, but its page is a lazy route chunk that the browser would
 * only discover after the entry has run: one more round trip before anything shows. The built
 * index.html names that chunk, its imports and its CSS as preloads, so they download alongside the entry.
 */
function preloadLanding(routeFile: string): Plugin {
  return {
    name: 'fractional:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(routeFile));
        if (!landing) throw new Error(`preload-landing: no chunk for ${routeFile}`);
        // What the entry imports statically is in the HTML already.
        const inHtml = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        );
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || files.has(fileName) || inHtml.has(fileName)) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          chunk.imports.forEach(visit);
        };
        visit(landing.fileName);
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...css].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadLanding('src/app/routes/member/member-landing.tsx')],
  // The footer shows the product version (root package.json), fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The manifest tells scripts/bundle-size.ts which files a route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Modules run in import order even across chunks: src/zod-config.ts must configure zod before any
    // schema is built.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  server: {
    // `npm run dev -w apps/api` listens on 3000; the dev server forwards API calls to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
