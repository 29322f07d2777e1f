import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { prepareDatabase } from '../../apps/api/src/db/migrate.js';
const handle = await openDatabase({ kind: 'pglite', dataDir: null });
await prepareDatabase(handle);
for (const q of process.argv.slice(2)) {
  const r: any = await handle.db.execute(sql.raw(q));
  console.table(r.rows);
}
await handle.close();
