import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.js';
import { seedReferenceData } from './seed/index.js';

/** apps/api/drizzle, from both src/db (tests) and dist/db (production). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies pending migrations and upserts the reference data, one instance at a time. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withLock(async (db) => {
    const options = { migrationsFolder: MIGRATIONS_FOLDER };
    if (handle.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, options);
    else await migratePg(db as unknown as NodePgDatabase, options);
    await seedReferenceData(db);
  });
}
