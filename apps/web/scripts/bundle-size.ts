/**
 * The size of the first page a visitor meets: everything the browser must fetch to show /member (what
 * the built index.html names: the entry, and the member-landing route chunk that vite.config.ts
 * preloads, with their static imports and CSS from the Vite manifest), gzip-compressed. Exits 1 above
 * the budget of issue 6, 120 KB, so a regression fails `npm test`.
 *
 * Today ≈ 100 KB: React Router 30 KB, React Hook Form 14 KB, Preact (in React's place, ADR 0008) 9 KB,
 * TanStack Query 5 KB, the stylesheet of every page 10 KB; zod and the contract's schemas load with
 * the first answer or validation, not with the page. docs/benchmarks.md has the history.
 *
 *   npm run build -w apps/web && npx tsx apps/web/scripts/bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;

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
console.log(`${kb(total).padStart(9)}  total JS and CSS for /member (gzip): budget ${kb(BUDGET_BYTES)}`);
if (total > BUDGET_BYTES) {
  console.error(`/member is ${kb(total - BUDGET_BYTES)} over budget: lazy-load what the sign-in page does not need`);
  process.exit(1);
}
