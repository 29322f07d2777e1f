/**
 * The size of the first page a visitor meets: everything the browser must fetch to show /member (what
 * the built index.html names: the entry, and the member-landing route chunk that vite.config.ts
 * preloads, with their static imports and CSS from the Vite manifest), gzip-compressed. Exits 1 above
 * the ceiling, so a regression fails `npm test`.
 *
 * The goal is 120 KB. The framework the stack requires comes to ≈ 120 KB by itself (react-dom 62 KB,
 * react-router 29 KB, TanStack Query 10 KB, react-hook-form 13 KB); zod (24 KB) and the contract's
 * schemas are no longer on this path (they load with the first answer or validation), and the one
 * stylesheet (10 KB) covers every page. docs/benchmarks.md has the breakdown. The ceiling sits just
 * above today's size so that every added kilobyte on this path is a decision, not an accident.
 *
 *   npm run build -w apps/web && npx tsx apps/web/scripts/bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const GOAL_BYTES = 120 * 1024;
const CEILING_BYTES = 160 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const chunkOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

/** Every file a chunk pulls in before it can run: itself, its CSS, and its static imports, transitively. */
function collect(chunk: ManifestChunk, files: Set<string>): void {
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (!imported) throw new Error(`${key} is not in the Vite manifest`);
    collect(imported, files);
  }
}

// The entry script, the preloaded landing chunks and the stylesheets, as index.html names them.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] as string,
);
if (!named.some((file) => file.includes('member-landing'))) {
  throw new Error('index.html does not preload the member-landing chunk: did the route move?');
}
const files = new Set<string>();
for (const file of named) {
  const chunk = chunkOfFile.get(file);
  if (chunk) collect(chunk, files);
  else files.add(file);
}

const rows = [...files].map((file) => ({
  file,
  gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
}));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const row of rows) console.log(`${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(
  `${kb(total).padStart(9)}  total JS and CSS for /member (gzip): goal ${kb(GOAL_BYTES)}, ceiling ${kb(CEILING_BYTES)}`,
);
if (total > CEILING_BYTES) {
  console.error(
    `/member grew ${kb(total - CEILING_BYTES)} past its ceiling: lazy-load what the sign-in page does not need`,
  );
  process.exit(1);
}
