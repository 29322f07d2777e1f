import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type ConfigEnv,
  type Plugin,
  type UserConfig,
} from 'vite';

// `source` makes @fractional/contract resolve to its TypeScript sources: no separate build step.
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The browser's build only (not the server-side one `prerender` runs). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Writes `.br` and `.gz` beside a file, at the highest levels. */
function compressBeside(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once: the API serves them to browsers
 * that accept them (@fastify/static `preCompressed`) without compressing anything per request. Fonts
 * (woff2) are compressed already.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fractional:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg|json)$/.test(fileName)) compressBeside(path.join(outDir, fileName));
      }
    },
  };
}

/**
 * Writes `<name>.html`: index.html with the page already in #root, as a signed-out visitor first
 * sees it, rendered by a server-side build of src/prerender.tsx. The browser paints it before any
 * script has run; main.tsx then hydrates it. The API serves it for that URL (static-web.ts).
 */
function prerender(pathname: string, name: string): Plugin {
  let root = '';
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'fractional:prerender',
    apply: clientBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      // Under dist, but a dot folder: never served, and removed below.
      const ssrDir = path.join(outDir, '.prerender');
      await build({
        root,
        configFile,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
      });
      try {
        const { render } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as {
          render: (url: string) => Promise<string>;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const emptyRoot = '<div id="root"></div>';
        if (!template.includes(emptyRoot)) throw new Error(`prerender: index.html has no ${emptyRoot}`);
        const file = path.join(outDir, `${name}.html`);
        writeFileSync(file, template.replace(emptyRoot, `<div id="root">${await render(pathname)}</div>`));
        compressBeside(file);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
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
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // Rolldown may merge the route into a chunk it shares with the panes it loads later (no facade).
        const landing = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(routeFile)));
        if (!landing) throw new Error(`preload-landing: no chunk for ${routeFile}`);
        // What the entry imports statically (transitively) is in the HTML already.
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, seen: Set<string>) => {
          const chunk = byName.get(fileName);
          if (!chunk || seen.has(fileName)) return seen;
          seen.add(fileName);
          chunk.imports.forEach((imported) => closure(imported, seen));
          return seen;
        };
        const inHtml = new Set<string>();
        chunks.filter((chunk) => chunk.isEntry).forEach((entry) => closure(entry.fileName, inHtml));
        const files = [...closure(landing.fileName, new Set())].filter((file) => !inHtml.has(file));
        const css = new Set(files.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]));
        return [
          ...files.map((file) => ({
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
  plugins: [
    react(),
    precompress(),
    preloadLanding('src/app/routes/member/member-landing.tsx'),
    prerender('/member', 'member'),
  ],
  // The footer shows the product version (root package.json), fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { noExternal: ['@fractional/contract'], resolve: { conditions: ['source', ...defaultServerConditions] } },
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
