import { webPaths } from '@fractional/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { webUrl } from '../../lib/web-url.js';
import { composeMail, type Recipient } from '../../mail/templates.js';
import type { OutgoingMail } from '../../mail/outgoing-mail.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { insertActivity } from '../messaging/index.js';
import * as repo from './match-alerts.repository.js';
import { findBrief, rankCandidates } from './matching.repository.js';

/** Queued experts handled per transaction; the pass repeats until none is due. */
const BATCH = 20;
/** A project is told of a match appearing in its top this many, while it had fewer than this many. */
const TOP = 3;
/** Open projects checked per expert, newest first. */
const PROJECTS_MAX = 200;

/**
 * "A match appeared" (docs/matching.md): for each expert queued by the profile trigger (became
 * matchable, gained evidence, freed hours) and settled for `matchAlertAfterMs`, every open project
 * of which they hold two items is ranked once more (top 4); when the expert is in its top 3 and the
 * project has fewer than 3 other matches, the client gets an activity item, and a mail unless one
 * went out for this project within the day. Runs in the background pass; returns the alerts recorded.
 */
export async function sendMatchAlerts(db: Database, config: Config): Promise<number> {
  let alerts = 0;
  for (;;) {
    const { handled, recorded } = await withTransaction(db, async (tx) => {
      const experts = await repo.claimQueuedExperts(tx, BATCH, config.live.matchAlertAfterMs);
      let count = 0;
      for (const profileId of experts) count += await alertProjectsOf(tx, config, profileId);
      return { handled: experts.length, recorded: count };
    });
    alerts += recorded;
    if (handled < BATCH) return alerts;
  }
}

async function alertProjectsOf(tx: Database, config: Config, profileId: number): Promise<number> {
  let count = 0;
  for (const projectId of await repo.openProjectsWithEvidence(tx, profileId, PROJECTS_MAX)) {
    const brief = await findBrief(tx, projectId);
    if (!brief) continue;
    const top = await rankCandidates(tx, brief, TOP + 1, 0);
    const at = top.findIndex((row) => row.profileId === profileId);
    if (at < 0 || at >= TOP || top.length - 1 >= TOP) continue;
    await insertActivity(tx, { type: 'match.appeared', actorUserId: null, projectId });
    count += 1;
    if (!(await repo.takeDailyAlertMail(tx, projectId))) continue;
    const recipient = await repo.findAlertRecipient(tx, projectId);
    if (!recipient) continue;
    await enqueueMail(
      tx,
      matchAppearedMail({
        to: recipient.email,
        firstName: recipient.firstName,
        supportEmail: config.mail.supportEmail,
        projectName: recipient.projectName,
        link: webUrl(config.appUrl, webPaths.client.project(projectId)),
      }),
    );
  }
  return count;
}

export interface MatchAppearedMailInput extends Recipient {
  projectName: string;
  link: string;
}

/** "A new expert matches Market entry": no name or score in the mail, the project page has them. */
export function matchAppearedMail(input: MatchAppearedMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'matchAlerts',
    subject: `A new expert matches ${input.projectName}`,
    paragraphs: [`An expert who fits ${input.projectName} is now available. See who it is: ${input.link}`],
    action: { label: 'See the recommendations', link: input.link },
    closing: 'We send at most one such e-mail per project a day.',
  });
}
