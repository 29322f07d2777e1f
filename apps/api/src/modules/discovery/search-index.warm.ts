import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { searchIndexOf } from './search-index.js';

/**
 * Builds the instance's search index as it starts (docs/discovery.md, "The search index"), in the background:
 * /ready answers 503 until it is built, so a load balancer sends searches only to an instance that has it;
 * a search that comes before waits for the same build. A failed build is logged and readiness released:
 * the next search builds again.
 */
export function warmSearchIndex(deps: Pick<AppDeps, 'database' | 'lifecycle'>, log: FastifyBaseLogger): Promise<void> {
  deps.lifecycle.isWarming = true;
  const index = searchIndexOf(deps.database.db);
  return index.sync().then(
    () => {
      deps.lifecycle.isWarming = false;
      log.info({ build: index.lastBuild }, 'search index built');
    },
    (error: unknown) => {
      deps.lifecycle.isWarming = false;
      log.error({ err: error }, 'search index build failed; the next search builds it');
    },
  );
}
