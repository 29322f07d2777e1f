import type { Invitation } from '@fractional/contract';
import { Badge } from '../../../components/ui/badge';
import { useMyInvitations } from '../api/get-my-invitations';
import { formatDay, invitationLabel, invitationTone } from '../squad-display';
import { invitationOutcomeText } from './invitation-outcome';
import styles from './squad-sections.module.css';
import { SectionCard } from '../../../components/ui/section-card';

const byAnswerNewestFirst = (a: Invitation, b: Invitation) =>
  (b.respondedAt ?? b.createdAt).localeCompare(a.respondedAt ?? a.createdAt);

/**
 * "Past invitations" (docs/product.md#contractor-area): the declined and withdrawn ones, newest answer
 * first, with their status, date and what happened, so a closed invitation does not vanish. Accepted
 * ones live in My projects. Shown once there is one.
 */
export function PastInvitations() {
  const declined = useMyInvitations('declined');
  const withdrawn = useMyInvitations('withdrawn');
  const invitations = [declined, withdrawn]
    .flatMap((query) => query.data?.pages.flatMap((page) => page.data) ?? [])
    .sort(byAnswerNewestFirst);
  if (invitations.length === 0) return null;
  return (
    <SectionCard className={styles.card} title="Past invitations">
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.row}>
            <div className={styles.who}>
              <p className={styles.name}>
                <span>{invitation.project.name}</span>
                <Badge tone={invitationTone(invitation.status)}>{invitationLabel(invitation.status)}</Badge>
              </p>
              <p className={styles.meta}>
                {[invitation.project.client.orgName, `Invited ${formatDay(invitation.createdAt)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.meta}>{invitationOutcomeText(invitation)}</p>
            </div>
          </li>
        ))}
      </ul>
      {declined.hasNextPage || withdrawn.hasNextPage ? (
        <p className={styles.meta}>Showing the latest {invitations.length}.</p>
      ) : null}
    </SectionCard>
  );
}
