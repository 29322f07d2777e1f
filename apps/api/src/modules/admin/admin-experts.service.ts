import type { AdminExpert, AdminExpertPage, AdminExpertQuery, VettingDecision } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { findAdminExpert, listAdminExperts, lockExpertForVetting, saveVetting } from './admin-experts.repository.js';
import { writeAudit } from './audit.repository.js';
import { withTransaction } from '../../db/transaction.js';

export function listExperts(db: Database, query: AdminExpertQuery): Promise<AdminExpertPage> {
  return listAdminExperts(db, query);
}

/**
 * `POST /admin/experts/{profileId}/vetting`: records the decision and its note, audited in the same
 * transaction. A rejected expert leaves every ranking at once (the profile's matchable flag is
 * recomputed by its trigger in this transaction); an approved one carries the Vetted badge. The same
 * decision with the same note again changes nothing and writes nothing.
 */
export async function decideVetting(
  db: Database,
  caller: AuthState,
  profileId: number,
  decision: VettingDecision,
): Promise<AdminExpert> {
  const note = decision.note || null;
  await withTransaction(db, async (tx) => {
    const expert = await lockExpertForVetting(tx, profileId);
    if (!expert) throw AppError.notFound('Expert not found');
    if (expert.vetting === decision.vetting && expert.note === note) return;
    await saveVetting(tx, profileId, { vetting: decision.vetting, note }, caller.userId);
    const name = [expert.firstName, expert.lastName].filter(Boolean).join(' ');
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'expert.vetted',
      target: { type: 'profile', id: profileId, label: name ? `${name} <${expert.email}>` : expert.email },
      before: { vetting: expert.vetting, note: expert.note },
      after: { vetting: decision.vetting, note },
    });
  });
  const card = await findAdminExpert(db, profileId);
  if (!card) throw AppError.notFound('Expert not found');
  return card;
}
