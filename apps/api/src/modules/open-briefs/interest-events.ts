import { fromMinor, webPaths, type Currency } from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import { webUrl } from '../../lib/web-url.js';
import { interestDeclinedMail, interestMail } from '../../mail/interest-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { LiveWriter } from '../live/index.js';
import { displayName, recordActivity } from '../messaging/index.js';
import { findExpertUser, findUser, type InterestRow } from './interest.repository.js';
import type { BriefView } from './open-briefs.repository.js';

/**
 * What an interest records for the other side, in the transaction of its change
 * (docs/discovery.md#open-briefs-and-interest): an activity item (which both the owner's and the expert's
 * feeds and live streams carry) and a mail through the outbox. An invitation from interest records
 * what any invitation does (invitations/marketplace-events.ts).
 */

/** A new interest: the owner hears of it. */
export async function recordInterestExpressed(
  deps: Pick<AppDeps, 'config'>,
  live: LiveWriter,
  brief: BriefView,
  interest: InterestRow,
): Promise<void> {
  const expert = await findExpertUser(live.tx, interest.profileId);
  const owner = await findUser(live.tx, brief.ownerUserId);
  await recordActivity(live, {
    type: 'interest.expressed',
    actorUserId: expert?.userId ?? null,
    projectId: brief.project.id,
    subjectUserId: expert?.userId ?? null,
  });
  if (!owner) return;
  const currency = brief.project.currency as Currency;
  await enqueueMail(
    live.tx,
    interestMail({
      to: owner.email,
      firstName: owner.firstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName: brief.project.name,
      expertName: displayName(expert ?? null),
      message: interest.message,
      hoursPerWeek: interest.hoursPerWeek,
      hourlyRate: fromMinor(interest.hourlyRateMinor, currency),
      currency,
      link: webUrl(deps.config.appUrl, webPaths.client.project(brief.project.id)),
    }),
  );
}

/** A declined interest: the expert hears of it, with the reason. */
export async function recordInterestDeclined(
  deps: Pick<AppDeps, 'config'>,
  live: LiveWriter,
  project: { id: number; name: string; orgName: string | null },
  interest: InterestRow,
  actorUserId: number,
): Promise<void> {
  const expert = await findExpertUser(live.tx, interest.profileId);
  if (!expert) return;
  await recordActivity(live, {
    type: 'interest.declined',
    actorUserId,
    projectId: project.id,
    subjectUserId: expert.userId,
  });
  await enqueueMail(
    live.tx,
    interestDeclinedMail({
      to: expert.email,
      firstName: expert.firstName,
      supportEmail: deps.config.mail.supportEmail,
      projectName: project.name,
      orgName: project.orgName,
      reason: interest.declineReason,
      link: webUrl(deps.config.appUrl, webPaths.contractor.openBriefs),
    }),
  );
}
