/**
 * `tsx bench/matching/profile-ranking.ts <pglite data dir | postgres database name>`: where the matcher's time
 * goes (issue 45, docs/matching.md "Speed"), on a population `npm run bench:matching` generated. Ranks the
 * measured projects one at a time through the repository (no HTTP, no queue), prints p50/p95, then
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest brief's ranking statement (the shallow market's; PGlite has no
 * JIT). PROFILE_PROJECTS (50) picks how many briefs. Run it under the bench lock like any measurement.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { prepareDatabase } from '../../apps/api/src/db/migrate.js';
import { findBrief, rankCandidates } from '../../apps/api/src/modules/matching/matching.repository.js';
import { aboveFloor, MATCHABLE, partialFits, rankingQuery } from '../../apps/api/src/modules/matching/ranking.sql.js';
import { databaseUrl } from '../lib/api.js';
import { readIds } from './generate.js';

const target = process.argv[2] ?? '';
const count = Number(process.env.PROFILE_PROJECTS ?? 50);
const handle = target.startsWith('/')
  ? await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') })
  : await openDatabase({ kind: 'postgres', url: databaseUrl(target) });
// Migrated as the API would on start (a population another build generated gets this build's migrations).
await prepareDatabase(handle);
const { db } = handle;
const { projectIds } = await readIds(db);
const times: Array<{ projectId: number; ms: number; gaps: number }> = [];
for (const projectId of projectIds.slice(0, count)) {
  const brief = await findBrief(db, projectId);
  if (!brief) continue;
  const started = performance.now();
  await rankCandidates(db, brief, 21, 0);
  times.push({ projectId, ms: performance.now() - started, gaps: brief.gapIds.length });
}
times.sort((a, b) => a.ms - b.ms);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.ms.toFixed(1);
console.log(`rankCandidates over ${times.length} briefs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
console.log(
  `slowest five: ${times
    .slice(-5)
    .map((t) => `${t.projectId} (${t.gaps} gaps) ${t.ms.toFixed(0)} ms`)
    .join(', ')}`,
);
const brief = (await findBrief(db, times.at(-1)!.projectId))!;
const partial = partialFits(brief);
const query = rankingQuery(
  brief,
  partial?.fullFits ?? aboveFloor(brief),
  21,
  0,
  MATCHABLE,
  sql.raw('profiles'),
  partial,
  true,
);
const plan = await db.execute<Record<string, string>>(sql`explain (analyze, buffers) ${query}`);
console.log((plan as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n'));
await handle.close();
