/**
 * The golden set (bench/matching/golden/README.md): 20 hand-written briefs, 80 hand-written experts and
 * a recruiter's grade 0–3 for every pair. Seeds them into a fresh in-memory PGlite through the planted
 * benchmark's writer (generate.ts: the app's migrations, catalogue seed and match triggers), asks the
 * API (the whole Fastify app, `inject`) for each brief's full match list as its owner, and scores the
 * lists against the grades: nDCG@10, precision@3, ideal in top 3, wrong in top 10, list length and
 * score-order violations, each next to its target. A few seconds.
 *
 * `npm run bench:golden` runs it alone; `npm run bench:matching` runs it first (BENCH_MATCHING_GOLDEN=0
 * skips it). Both write the report into docs/benchmarks.md ("Matching: golden set") unless BENCH_WRITE=0.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoginResult } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase, pgliteOf, type Database, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { MIGRATIONS_FOLDER, prepareDatabase } from '../../apps/api/src/db/migrate.js';
import { ROOT } from '../lib/processes.js';
import { fixed, machineLine, percent, table, verdict, writeSection } from '../lib/report.js';
import { checkGoldenSet, gradesOf } from './golden-check.js';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD, writePopulation } from './generate.js';
import { goldenBriefs } from './golden/index.js';
import type { GoldenBrief, GoldenExpert } from './golden/types.js';
import { goldenExperts } from './golden/experts.js';
import {
  briefMetrics,
  meetsTargets,
  overallMetrics,
  TARGETS,
  type BriefMetrics,
  type OverallMetrics,
} from './golden-metrics.js';
import type { Expert, Project } from './population.js';

const PAGE = 50;
const expertKey = (key: string) => `golden-${key}`;
const clientKey = (brief: GoldenBrief) => `golden-client-${brief.key}`;

/**
 * A fresh in-memory PGlite, migrated and seeded: from a snapshot in the temporary directory named by
 * the hash of the migrations and the catalogue seed (made on the first run, the slow part), so later
 * runs skip the migrations.
 */
async function freshDatabase(): Promise<DatabaseHandle> {
  const hash = createHash('sha256');
  const seedData = path.join(ROOT, 'apps/api/src/db/seed/data');
  for (const [folder, files] of [
    [MIGRATIONS_FOLDER, readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))],
    [seedData, readdirSync(seedData)],
  ] as const)
    for (const file of [...files].sort()) hash.update(readFileSync(path.join(folder, file)));
  const snapshot = path.join(os.tmpdir(), `fractional-golden-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(snapshot)) {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: new Blob([readFileSync(snapshot)]),
    });
    await prepareDatabase(handle);
    return handle;
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepareDatabase(handle);
  const dump = await pgliteOf(handle)?.dumpDataDir('none');
  if (dump) writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  return handle;
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Catalogue codes to the ids the seed gave them, read from the database; an unknown code stops the run. */
async function catalogue(db: Database) {
  const map = async (query: ReturnType<typeof sql>, kind: string) => {
    const rows = await rowsOf<{ code: string; id: number }>(db, query);
    const ids = new Map(rows.map((row) => [row.code, Number(row.id)]));
    return (codes: readonly string[], owner: string) =>
      codes.map((code) => {
        const id = ids.get(code);
        if (id === undefined) throw new Error(`${owner}: no ${kind} with code ${code} in the catalogue`);
        return id;
      });
  };
  return {
    roles: await map(sql`select role_code as code, id from job_roles`, 'job role'),
    expertise: await map(sql`select expertise_code as code, id from expertises`, 'expertise'),
    skills: await map(sql`select code, id from skills`, 'skill'),
  };
}

function toExpert(e: GoldenExpert, resolve: Awaited<ReturnType<typeof catalogue>>): Expert {
  return {
    key: expertKey(e.key),
    firstName: e.firstName,
    lastName: e.lastName,
    verified: true,
    timezone: e.timezone,
    titleHeader: e.headline,
    description: e.description,
    jobLevel: e.jobLevel,
    yearsOfExperience: e.years,
    fractionalExperience: e.fractional,
    openToWork: true,
    capacityHoursPerWeek: e.capacityHoursPerWeek,
    hourlyRateMin: e.rateMin,
    hourlyRateMax: e.rateMax,
    industries: e.industries,
    roleIds: resolve.roles(e.roles, e.key),
    expertiseIds: resolve.expertise(e.expertise, e.key),
    skillIds: resolve.skills(e.skills, e.key),
  };
}

function toProject(b: GoldenBrief, resolve: Awaited<ReturnType<typeof catalogue>>): Project {
  resolve.expertise(b.gaps, b.key);
  return {
    clientKey: clientKey(b),
    clientTimezone: b.client.timezone,
    industry: b.client.industry,
    name: b.name,
    overview: b.overview,
    projectStage: b.stage,
    budget: b.budget,
    timeline: b.timeline,
    businessGoal: b.goals.join(','),
    expertiseGap: b.gaps.join(','),
    hoursPerWeek: b.hoursPerWeek,
    plants: [],
  };
}

export interface GoldenBriefResult {
  brief: GoldenBrief;
  metrics: BriefMetrics;
  /** The catalogue job roles and skills the brief asks for (the trigger's hits), by name. */
  hits: { roles: string[]; skills: string[] };
  /** The list as the API ranked it: expert key, grade, score and the factors' scores (0–1) by key. */
  list: Array<{ key: string; grade: number; score: number; factors: Record<string, number> }>;
}

export interface GoldenResult {
  briefs: GoldenBriefResult[];
  overall: OverallMetrics;
  seconds: number;
}

/** Seeds the golden set into a fresh in-memory PGlite, ranks every brief through the API, scores the lists. */
export async function runGolden(log: (line: string) => void = () => {}): Promise<GoldenResult> {
  const started = performance.now();
  checkGoldenSet(goldenExperts, goldenBriefs);
  const lap = (label: string) => log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const handle = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-golden-'));
  try {
    lap('migrated and seeded the catalogue');
    const resolve = await catalogue(handle.db);
    await writePopulation(
      handle.db,
      {
        experts: goldenExperts.map((e) => toExpert(e, resolve)),
        projects: goldenBriefs.map((b) => toProject(b, resolve)),
        background: [],
      },
      { projectTotal: goldenBriefs.length, stamp: 'golden', log: () => {} },
    );
    lap(`wrote ${goldenExperts.length} experts and ${goldenBriefs.length} briefs`);
    const secret = () => randomBytes(32).toString('base64url');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      APP_URL: 'http://127.0.0.1',
      AUTH_JWT_SECRET: secret(),
      AUTH_REFRESH_SECRET: secret(),
      AUTH_FORGOT_SECRET: secret(),
      RATE_LIMIT_AUTH_MAX: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      REDIS_URL: '',
      // Quality, not the shedder: on a loaded machine load shedding answered 503 to a brief (2026-11-30).
      SHED_LOAD: 'false',
    });
    const app = await buildApp(config, { database: handle });
    try {
      await app.ready();
      lap('API ready');
      const profiles = await rowsOf<{ id: number; email: string }>(
        handle.db,
        sql`select p.id, u.email from profiles p join users u on u.id = p.user_id
            where u.email like ${`golden-%@${BENCH_EMAIL_DOMAIN}`}`,
      );
      const keyByProfile = new Map(
        profiles.map((row) => [Number(row.id), row.email.split('@')[0]?.replace(/^golden-/, '') ?? '']),
      );
      const results: GoldenBriefResult[] = [];
      for (const brief of goldenBriefs) {
        const email = `${clientKey(brief)}@${BENCH_EMAIL_DOMAIN}`;
        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/email/login',
          payload: { email, password: BENCH_PASSWORD },
        });
        if (login.statusCode !== 200) throw new Error(`login of ${email} answered ${login.statusCode}: ${login.body}`);
        const headers = { authorization: `Bearer ${login.json<LoginResult>().token}` };
        const [project] = await rowsOf<{ id: number }>(
          handle.db,
          sql`select pr.id from projects pr join profiles p on p.id = pr.profile_id join users u on u.id = p.user_id
              where u.email = ${email}`,
        );
        if (!project) throw new Error(`no project for ${brief.key}`);
        const items: Array<{
          expert: { profileId: number };
          score: number;
          factors: Array<{ key: string; score: number }>;
        }> = [];
        for (let page = 1; ; page += 1) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/v1/projects/${project.id}/matches?limit=${PAGE}&page=${page}`,
            headers,
          });
          if (response.statusCode !== 200)
            throw new Error(`matches of ${brief.key} answered ${response.statusCode}: ${response.body}`);
          const body = response.json<{ data: typeof items; hasNextPage: boolean }>();
          items.push(...body.data);
          if (!body.hasNextPage) break;
        }
        const grades = gradesOf(brief, goldenExperts);
        const list = items.map((item) => {
          const key = keyByProfile.get(item.expert.profileId) ?? `profile ${item.expert.profileId}`;
          const factors = Object.fromEntries(item.factors.map((factor) => [factor.key, factor.score]));
          return { key, grade: grades.get(key) ?? 0, score: item.score, factors };
        });
        const [hits] = await rowsOf<GoldenBriefResult['hits']>(
          handle.db,
          sql`select array(select r.role from job_roles r where r.id = any(pr.role_hits) order by r.id) as roles,
                array(select s.skill from skills s where s.id = any(pr.skill_hits) order by s.id) as skills
              from projects pr where pr.id = ${project.id}`,
        );
        results.push({
          brief,
          list,
          hits: hits ?? { roles: [], skills: [] },
          metrics: briefMetrics(list, [...grades.values()]),
        });
      }
      lap('ranked every brief');
      return {
        briefs: results,
        overall: overallMetrics(results.map((r) => r.metrics)),
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mark = (isMet: boolean) => (isMet ? '' : ' ✗');

/** The report: one row per brief, the overall row with its targets, and the machine it ran on. */
export function renderGolden(result: GoldenResult, machine: string): string {
  const o = result.overall;
  const rows = result.briefs.map(({ brief, metrics: m, list }) => [
    brief.key,
    fixed(m.ndcgAt10, 3) + mark(m.ndcgAt10 >= TARGETS.ndcgAt10),
    fixed(m.precisionAt3, 2),
    (m.idealInTop3 ? 'yes' : 'no') + mark(m.idealInTop3),
    percent(m.wrongInTop10) + mark(m.wrongInTop10 <= TARGETS.wrongInTop10),
    fixed(m.recallAt10, 2),
    m.length,
    m.violations + mark(m.violations <= TARGETS.violations),
    list
      .slice(0, 3)
      .map((item) => `${item.key} (${item.grade}, ${item.score})`)
      .join(', '),
  ]);
  const perBrief = table(
    [
      'brief',
      'nDCG@10',
      'precision@3',
      'ideal in top 3',
      'wrong in top 10',
      'recall@10',
      'list length',
      'order violations',
      'top 3 (grade, score)',
    ],
    rows,
  );
  const overall = table(
    [
      '',
      'nDCG@10',
      'precision@3',
      'ideal in top 3',
      'wrong in top 10',
      'recall@10',
      'mean list length',
      'order violations',
      '',
    ],
    [
      [
        `all ${result.briefs.length} briefs`,
        fixed(o.ndcgAt10, 3),
        fixed(o.precisionAt3, 2),
        percent(o.idealInTop3),
        percent(o.wrongInTop10),
        fixed(o.recallAt10, 2),
        fixed(o.length, 1),
        o.violations,
        verdict(meetsTargets(o)),
      ],
      [
        'target',
        `≥ ${TARGETS.ndcgAt10}`,
        '–',
        `≥ ${percent(TARGETS.idealInTop3)}`,
        `≤ ${percent(TARGETS.wrongInTop10)}`,
        '–',
        '–',
        String(TARGETS.violations),
        '',
      ],
    ],
  );
  return [
    `Run: ${machine}; ${fixed(result.seconds, 1)} s in all (seeding, ${result.briefs.length} briefs ranked through the API on PGlite in memory).`,
    `${goldenExperts.length} experts, ${result.briefs.length} briefs, grades 0–3 by hand (bench/matching/golden/README.md). nDCG@10 with gains 2^grade − 1 against every graded expert of the brief; precision@3 = grade ≥ 2 in the top 3; wrong = grade 0 among the first 10 shown; recall@10 = graded (≥ 1) experts in the first 10 ÷ min(10, graded); violations = pairs of cards with the higher score below; ✗ = misses its target.`,
    '',
    overall,
    '',
    perBrief,
  ].join('\n');
}

/**
 * Per-brief diagnostics (`npm run bench:golden -- --diagnose`): every listed expert with grade, score and
 * each factor's score, a mark on grade 0 in the top 10, and the graded experts the list left out — to see
 * which factor lets a wrong expert in and which keeps a right one out.
 */
export function renderDiagnostics(result: GoldenResult): string {
  const lines: string[] = [];
  for (const { brief, list, hits } of result.briefs) {
    lines.push(`\n## ${brief.key} (gaps ${brief.gaps.join(', ')})`);
    lines.push(`    roles asked for: ${hits.roles.join('; ')}\n    skills asked for: ${hits.skills.join('; ')}`);
    list.forEach((item, index) => {
      const factors = Object.entries(item.factors)
        .map(([key, score]) => `${key} ${score.toFixed(2)}`)
        .join(' · ');
      const wrong = item.grade === 0 && index < 10 ? ' ✗' : '';
      lines.push(
        `${String(index + 1).padStart(2)}. ${item.key} grade ${item.grade} score ${item.score}${wrong}: ${factors}`,
      );
    });
    const listed = new Set(list.map((item) => item.key));
    const missing = [...gradesOf(brief, goldenExperts)].filter(([key, grade]) => grade > 0 && !listed.has(key));
    if (missing.length > 0)
      lines.push(`    not listed: ${missing.map(([key, grade]) => `${key} (grade ${grade})`).join(', ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const machine = machineLine();
  console.log(`machine: ${machine}\ngolden set…`);
  const result = await runGolden(console.log);
  const report = renderGolden(result, machine);
  if (process.argv.includes('--diagnose')) console.log(renderDiagnostics(result));
  console.log(`\n${report}`);
  if (process.env.BENCH_WRITE !== '0') await writeSection('matching-golden', report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
