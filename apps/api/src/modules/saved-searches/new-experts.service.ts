import { webPaths, type ExpertCard } from '@fractional/contract';
import type { ScheduledRun } from '../../background/scheduler.js';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { findMatchingExperts, SCAN_MAX } from './matching-experts.js';
import { newExpertsMail } from './new-experts-mail.js';
import * as runs from './new-experts.repository.js';
import { trimSeen, upsertSeen } from './saved-searches.repository.js';

/** Saved searches read per batch of the weekly run. */
const BATCH = 100;
/**
 * Seen experts kept per saved search: the top `SCAN_MAX` of each run are refreshed, so only experts out of the
 * search's top for many weeks are dropped; one who comes back after that counts as new again.
 */
export const SEEN_MAX = 10 * SCAN_MAX;

type Deps = Pick<AppDeps, 'config' | 'database' | 'background'>;

/**
 * One saved search's turn: its top experts now, then in one transaction the claim for the period, the seen
 * set (which tells who is new) and the mail naming the new ones, if any. Whether a mail was queued.
 */
async function runSearch(deps: Deps, search: runs.DueSearch, periodStart: Date): Promise<boolean> {
  const { db } = deps.database;
  // The owner's own search, as Find experts would run it for them (runs.findDueSearches kept only verified clients).
  const owner: AuthState = { userId: search.userId, role: 'client', sessionId: '', revision: 0 };
  const found = await findMatchingExperts(db, owner, search.query);
  return withTransaction(db, async (tx: Database) => {
    if (!(await runs.claimForPeriod(tx, search.id, periodStart))) return false;
    const fresh = new Set(
      await upsertSeen(
        tx,
        search.id,
        found.map((expert) => expert.profileId),
      ),
    );
    await trimSeen(tx, search.id, SEEN_MAX);
    const experts: ExpertCard[] = found.filter((expert) => fresh.has(expert.profileId));
    if (experts.length === 0) return false;
    await runs.markNotified(tx, search.id);
    await enqueueMail(
      tx,
      newExpertsMail({
        to: search.email,
        firstName: search.firstName,
        supportEmail: deps.config.mail.supportEmail,
        searchName: search.name,
        experts,
        link: webUrl(deps.config.appUrl, webPaths.client.findExperts, search.query),
      }),
    );
    return true;
  });
}

/**
 * The `saved-searches.new-experts` schedule (docs/discovery.md#saved-searches): every saved search of a client
 * who may still search, once per weekly period, mails the experts who newly match it; none new, no mail.
 * A rerun of the period (after a crash) skips the searches already handled. Returns the mails queued.
 */
export async function mailNewExperts(deps: Deps, run: ScheduledRun): Promise<number> {
  let sent = 0;
  for (let after = 0; ;) {
    const due = await runs.findDueSearches(deps.database.db, run.periodStart, after, BATCH);
    for (const search of due) if (await runSearch(deps, search, run.periodStart)) sent++;
    if (sent > 0) deps.background.kick();
    if (due.length < BATCH) return sent;
    after = due.at(-1)!.id;
  }
}
