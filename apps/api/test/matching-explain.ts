/**
 * EXPLAIN and time the matches query on a populated PostgreSQL database (docs/matching.md):
 *   psql -d <db> -f docs/matching-population.sql
 *   MATCH_DB=postgres://…/<db> npx tsx --conditions=source apps/api/test/matching-explain.ts
 * Adds 40 briefs (through the trigger, as the API writes them) to one client, prints the plan of the
 * first, then times `listMatches` (the whole answer: brief, ranking, cards, reasons) over all of them.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { listMatches } from '../src/modules/matching/matching.service.js';
import { findBrief } from '../src/modules/matching/matching.repository.js';
import { aboveFloor, rankingQuery } from '../src/modules/matching/ranking.sql.js';

const url = process.env.MATCH_DB;
if (!url) throw new Error('MATCH_DB is not set');
const handle = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
const { db } = handle;
type Rows<T> = { rows: T[] };

const briefs = [
  [
    'Series A fundraising',
    'Build the financial model and a cash forecast for our Series A raise',
    'fundraising,financial-planning-analysis',
  ],
  [
    'Enter the Australian market',
    'Go-to-market plan, pricing and channel partners for Australia',
    'go-to-market,international-expansion',
  ],
  [
    'Close the books faster',
    'Month-end close in five days with clean management reporting',
    'accounting-reporting,finance-operations',
  ],
  ['Data platform', 'Move reporting to a modern data warehouse with dashboards for the board', 'corporate-strategy'],
] as const;
const { rows: owner } = (await db.execute(
  sql`select p.id, p.user_id from profiles p join users u on u.id = p.user_id where u.role_id = 2 order by p.id limit 1`,
)) as Rows<{ id: number; user_id: number }>;
const client = owner[0]!;
const ids: number[] = [];
for (let i = 0; i < 40; i += 1) {
  const [name, overview, gaps] = briefs[i % briefs.length]!;
  const { rows } = (await db.execute(sql`
    insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
      business_goal, expertise_gap, hours_per_week)
    values (${client.id}, ${`${name} ${i}`}, ${overview}, 'planning', true, ${20_000 + i * 5_000}, '6-11-months',
      'scale-operations', ${gaps}, ${5 + (i % 4) * 5})
    returning id`)) as Rows<{ id: number }>;
  ids.push(rows[0]!.id);
}

const brief = (await findBrief(db, ids[0]!))!;
const { rows: plan } = (await db.execute(
  sql`explain (analyze, buffers, costs off) ${rankingQuery(brief, aboveFloor(brief), 21, 0)}`,
)) as Rows<Record<string, string>>;
console.log(plan.map((row) => Object.values(row)[0]).join('\n'));

const caller = { userId: client.user_id, role: 'client' as const, sessionId: '', revision: 0 };
const times: number[] = [];
for (let round = 0; round < 3; round += 1) {
  for (const id of ids) {
    const started = performance.now();
    await listMatches(db, caller, id, { page: 1 + (round % 2), limit: 20 });
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`listMatches over ${times.length} calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
await db.execute(sql`delete from projects where id = any(${sql.param(ids)}::int[])`);
await handle.close();
