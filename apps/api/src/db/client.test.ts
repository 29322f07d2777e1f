import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app.js';

/*
 * The PostgreSQL pool survives a connection that dies while it is checked out: a failover, a restart or an
 * administrator ending the backend in the middle of a transaction. Before, the client's 'error' event had no
 * listener while checked out, and the whole API process crashed on it (found while looking into an
 * ECONNRESET in the outage test). PostgreSQL pass only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.dispose());

  it('rejects the transaction whose connection was ended between its statements, and serves the next one', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const outcome = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: Array<{ pid: number }> };
        // Ended while the transaction holds it and no statement runs on it.
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toThrow();
      const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as { rows: Array<{ answer: number }> };
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await admin.end();
    }
  });
});
