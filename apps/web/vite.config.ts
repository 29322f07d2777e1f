import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type ConfigEnv,
  type Plugin,
  type UserConfig,
} from 'vite';
import react from '@vitejs/plugin-react';

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
      // Inside this package whatever the outDir, so that Node finds the dependencies it leaves out.
      const ssrDir = path.join(root, 'node_modules/.cache/prerender');
      await build({
        root,
        configFile,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
        },
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

/** Inter, one variable font for every weight: its Latin file is all an English page needs. */
const INTER = { stylesheet: '@fontsource-variable/inter/wght.css', latin: 'inter-latin-wght-normal.woff2' };

/**
 * Inter is shown with `font-display: optional`: the HTML preloads its Latin file (preloadLanding), so
 * the first layout already has it and the text is laid out once. Swapping it in later, as @fontsource
 * declares, laid every page out twice, the first time in a fallback font that Chromium on Linux
 * resolves family by family: about half of the first layout's time. On a connection too slow for
 * the font to arrive in time, the page keeps the system font instead of jumping when it comes.
 */
function interOptional(): Plugin {
  return {
    name: 'fractional:inter-optional',
    transform(code, id) {
      if (!id.endsWith(INTER.stylesheet)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * The HTML's own requests, for /member: everyone signed out lands there first. Its page arrives
 * prerendered, so the first paint waits only for the stylesheet, asked for first; the scripts that
 * then hydrate it (the entry, the member-landing route chunk and everything they import) are preloaded
 * at low priority, all at once instead of one import round trip after another, without competing
 * with the stylesheet. Inter's Latin file is preloaded too, so that it is there for the first layout
 * (interOptional).
 */
function preloadLanding(routeFile: string): Plugin {
  return {
    name: 'fractional:preload-landing',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // Rolldown may merge the route into a chunk it shares with the panes it loads later (no facade).
        const landing = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(routeFile)));
        if (!landing) throw new Error(`preload-landing: no chunk for ${routeFile}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        const entries = chunks.filter((chunk) => chunk.isEntry).map((entry) => entry.fileName);
        entries.forEach(visit);
        visit(landing.fileName);
        entries.forEach((entry) => files.delete(entry)); // its <script> asks for it
        const font = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(INTER.latin)),
        );
        if (!font) throw new Error(`preload-landing: no ${INTER.latin} in the build`);
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        const page = stylesheets
          .reduce((rest, link) => rest.replace(link, ''), html)
          .replace('</title>', `</title>\n    ${stylesheets.join('')}`)
          .replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
        const tags = [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font.fileName}` },
            injectTo: 'head' as const,
          },
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html: page, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    interOptional(),
    precompress(),
    preloadLanding('src/app/routes/member/member-landing.tsx'),
    prerender('/member', 'member'),
  ],
  // The footer shows the product version (root package.json), fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app (≈ 10 KB gzip): the only request the prerendered page waits
    // for before its first paint.
    cssCodeSplit: false,
    // The HTML's preloads are preloadLanding's; lazy routes still preload what they import.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // Modules run in import order even across chunks: src/zod-config.ts must configure zod before any
    // schema is built.
    rolldownOptions: {
      output: {
        strictExecutionOrder: false,
        // The sign-in page's route and everything it imports in one file rather than ~30 small ones:
        // each request costs ≈ 1.1 KB of headers (the CSP and co.) on top of its bytes, and one file
        // compresses better (scripts/bundle-size.ts counts what a first visit really transfers).
        codeSplitting: { groups: [{ name: 'member-landing', test: /[\\/]member-landing\.tsx$/ }] },
      },
      onwarn(warning, warn) {
        // "use client" means nothing to a single-page app; React Router feature-detects useOptimistic.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || /`useOptimistic`/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  server: {
    // `npm run dev -w apps/api` listens on 3000; the dev server forwards API calls to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
