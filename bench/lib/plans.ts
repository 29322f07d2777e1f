import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import { findLiveSession } from '../../apps/api/src/modules/auth/sessions.repository.js';
import { listProjectsOfUser } from '../../apps/api/src/modules/projects/projects.repository.js';
import { loadUser } from '../../apps/api/src/modules/users/users.repository.js';

export interface Plan {
  label: string;
  sql: string;
  plan: string;
}

interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * The plans PostgreSQL chose for the queries behind `GET /auth/me` and `GET /projects`: the real
 * repository functions run with a logger that captures their SQL, then each is EXPLAIN ANALYZEd.
 */
export async function explainHotQueries(url: string, subject: { userId: number; sessionId: string }): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: Captured[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Database;
  const labelled: Array<{ label: string; run: () => Promise<unknown> }> = [
    {
      label: 'authenticate, and GET /auth/me when its rendered body is cached: the live session, its user and revision',
      run: () => findLiveSession(db, subject.sessionId),
    },
    {
      label: 'GET /auth/me when the body is not cached: the user with profile, links and projects',
      run: () => loadUser(db, subject.userId),
    },
    {
      label: 'GET /projects?page=1&limit=50 (newest first)',
      run: () => listProjectsOfUser(db, subject.userId, { page: 1, limit: 50, sort: 'createdAt' }),
    },
    {
      label: 'GET /projects?search=growth&sort=name&order=asc&page=2&limit=50',
      run: () =>
        listProjectsOfUser(db, subject.userId, {
          page: 2,
          limit: 50,
          sort: 'name',
          order: 'asc',
          search: 'growth',
        }),
    },
  ];
  const plans: Plan[] = [];
  try {
    for (const { label, run } of labelled) {
      captured.length = 0;
      await run();
      for (const [index, query] of captured.entries()) {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${query.sql}`,
          query.params,
        );
        plans.push({
          label: captured.length > 1 ? `${label} (${index + 1}/${captured.length})` : label,
          sql: query.sql,
          plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
        });
      }
    }
  } finally {
    await pool.end();
  }
  return plans;
}
