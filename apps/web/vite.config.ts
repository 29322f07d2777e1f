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

/**
 * Inter (one variable font for every weight) is shown with `font-display: optional`: index.html
 * preloads its Latin file, all an English page needs, so
 * the first layout already has it and the text is laid out once. Swapping it in later, as @fontsource
 * declares, laid every page out twice, the first time in a fallback font that Chromium on Linux
 * resolves family by family: about half of the first layout's time. On a connection too slow for
 * the font to arrive in time, the page keeps the system font instead of jumping when it comes.
 */
function interOptional(): Plugin {
  return {
    name: 'fractional:inter-optional',
    transform(code, id) {
      if (!id.endsWith('@fontsource-variable/inter/wght.css')) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * The page's scripts are fetched at low priority: /member arrives prerendered, so its first paint needs
 * only the stylesheet, and a high-priority request that ends before the paint delays it (in Lighthouse's
 * simulation FCP went from 0.8 s to 1.8 s: docs/decisions/0015-react-with-a-lighter-first-page.md).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'fractional:low-priority-scripts',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  plugins: [react(), interOptional(), lowPriorityScripts(), precompress(), prerender('/member', 'member')],
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
    rolldownOptions: {
      // The route table and everything it imports (React, the router, the sign-in landing) in one
      // file rather than ~30 small ones that lazy routes share: each request costs ≈ 1.1 KB of headers
      // on top of its bytes, and one file compresses better (scripts/bundle-size.ts).
      output: { codeSplitting: { groups: [{ name: 'app', test: /[\\/]src[\\/]app[\\/]routes\.tsx$/ }] } },
      onwarn(warning, warn) {
        // "use client" means nothing to a single-page app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    // `npm run dev -w apps/api` listens on 3000; the dev server forwards API calls to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
