import type { InvitationStatus } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import type { InvitationView } from '../invitations/invitations.repository.js';
import { writeAudit } from './audit.repository.js';

/**
 * Records an admin's invitation or withdrawal on a client's behalf (docs/api.md#matcher-console), in the transaction
 * of the change; a client acting on their own project is not audited.
 */
export async function auditOnBehalf(
  db: Database,
  caller: AuthState,
  view: InvitationView,
  expertName: string,
  change: { before: InvitationStatus | null; after: InvitationStatus },
): Promise<void> {
  if (caller.role !== 'admin') return;
  const { invitation, project, business, owner } = view;
  const behalfOf = business?.orgName ?? owner.email;
  await writeAudit(db, {
    actorId: caller.userId,
    action: change.before === null ? 'invitation.created' : 'invitation.withdrawn',
    target: { type: 'invitation', id: invitation.id, label: `${expertName} to ${project.name} (${behalfOf})` },
    before: change.before === null ? null : { status: change.before },
    after: {
      status: change.after,
      projectId: project.id,
      profileId: invitation.profileId,
      hoursPerWeek: invitation.hoursPerWeek,
      onBehalfOf: behalfOf,
    },
  });
}
