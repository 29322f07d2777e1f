import { webPaths } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { Database } from '../../db/client.js';
import { webUrl } from '../../lib/web-url.js';
import { engagementEndedMail, type EngagementEnd } from '../../mail/invitation-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { findExpertUser, findInvitationView } from './invitations.repository.js';

/**
 * Queues the mail that tells an expert their invitation was withdrawn, their membership ended or the
 * project was completed (docs/api.md#invitations-and-squads), in the transaction of that change. The
 * link opens the invitation, which says what happened.
 */
export async function mailEngagementEnded(
  tx: Database,
  deps: Pick<AppDeps, 'config'>,
  invitationId: number,
  end: EngagementEnd,
): Promise<void> {
  const view = await findInvitationView(tx, invitationId);
  const expert = view && (await findExpertUser(tx, view.invitation.profileId));
  if (!view || !expert) return;
  await enqueueMail(
    tx,
    engagementEndedMail({
      to: expert.email,
      firstName: expert.firstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName: view.project.name,
      orgName: view.business?.orgName ?? null,
      end,
      wasMember: Boolean(view.member?.id),
      link: webUrl(deps.config.appUrl, webPaths.contractor.opportunity(invitationId)),
    }),
  );
}
