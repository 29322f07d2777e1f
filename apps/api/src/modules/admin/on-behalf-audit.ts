import type { InvitationStatus } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { writeAudit } from './audit.repository.js';

/** What the audit names of an invitation (the invitations module's view of one has it all). */
export interface AuditedInvitation {
  invitation: { id: number; profileId: number; hoursPerWeek: number };
  project: { id: number; name: string };
  business: { orgName: string | null } | null;
  owner: { email: string };
}

/**
 * Records an admin's invitation or withdrawal on a client's behalf (docs/api.md#matcher-console), in the transaction
 * of the change; a client acting on their own project is not audited.
 */
export async function auditOnBehalf(
  db: Database,
  caller: AuthState,
  view: AuditedInvitation,
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
