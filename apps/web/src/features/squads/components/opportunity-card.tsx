import { Industries, InvitationSenders, ProjectStages, Timelines, type Invitation } from '@fractional/contract';
import { useId, useState, type ReactNode } from 'react';
import { RatingSummary } from '../../../components/expert/rating-summary';
import { Button } from '../../../components/ui/button';
import { businessGoalLabels, formatBudgetAsEntered } from '../../../lib/brief-display';
import { topReasons } from '../../../lib/expert-display';
import { industryKeys } from '../../../lib/profile-display';
import { formatDay, hoursText } from '../squad-display';
import { ScoreBadge } from '../../../components/ui/score-badge';
import frame from '../../../components/ui/brief-card.module.css';
import styles from './opportunity-card.module.css';

interface OpportunityCardProps {
  invitation: Invitation;
  /** The reviews of the client (what its track record sums up), shown on request. */
  clientReviews?: (invitationId: number) => ReactNode;
  onAccept: () => void;
  onDecline: () => void;
}

/** "Scale operations, Prepare for a Series B": the brief's goals in words, `other` as the client wrote it. */
/**
 * One open invitation as the expert sees it before accepting (docs/api.md#invitations-and-squads): the brief, the client's
 * organisation and industry (never their e-mail or phone), the hours asked, why they were matched and
 * the client's message.
 */
export function OpportunityCard({ invitation, clientReviews, onAccept, onDecline }: OpportunityCardProps) {
  const titleId = useId();
  const [isReadingReviews, setReadingReviews] = useState(false);
  const { project } = invitation;
  const industries = industryKeys(project.client.industry ?? '').map((key) => Industries.labels[key]);
  const organisation = [project.client.orgName, industries.join(', ')].filter(Boolean).join(' · ');
  const reasons = invitation.match ? topReasons(invitation.match.factors) : [];
  return (
    <article className={frame.card} aria-labelledby={titleId}>
      <div className={frame.top}>
        <div className={frame.identity}>
          <h2 id={titleId} className={frame.title}>
            {project.name}
          </h2>
          {organisation ? <p className={frame.muted}>{organisation}</p> : null}
          <p className={frame.muted}>
            Client’s track record: <RatingSummary rating={invitation.client.rating} />
            {invitation.client.rating && clientReviews ? (
              <>
                {' '}
                <Button
                  variant="text"
                  aria-expanded={isReadingReviews}
                  onClick={() => setReadingReviews((isOpen) => !isOpen)}
                >
                  {isReadingReviews ? 'Hide the reviews' : 'Read the reviews'}
                </Button>
              </>
            ) : null}
          </p>
          {invitation.invitedBy === 'fractional' ? (
            <p className={frame.muted}>Invited by {InvitationSenders.labels.fractional}</p>
          ) : null}
        </div>
        {invitation.match ? <ScoreBadge score={invitation.match.score} /> : null}
      </div>
      {isReadingReviews && clientReviews ? clientReviews(invitation.id) : null}
      <dl className={frame.facts}>
        <div>
          <dt>Hours asked</dt>
          <dd>{hoursText(invitation.hoursPerWeek)}</dd>
        </div>
        <div>
          <dt>Invited</dt>
          <dd>{formatDay(invitation.createdAt)}</dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{ProjectStages.labels[project.projectStage]}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{Timelines.labels[project.timeline]}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>
            {formatBudgetAsEntered(project.budget, project.budgetMax, project.currency)}
            {project.budget !== null && !project.isBudgetAllocated ? ' (not allocated yet)' : null}
          </dd>
        </div>
        <div>
          <dt>Goals</dt>
          <dd>{businessGoalLabels(project).join(', ')}</dd>
        </div>
      </dl>
      <p className={frame.overview}>{project.overview}</p>
      {reasons.length > 0 ? (
        <div className={frame.block}>
          <h3 className={frame.blockTitle}>Why you were matched</h3>
          <ul className={frame.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {invitation.message ? (
        <div className={frame.block}>
          <h3 className={frame.blockTitle}>
            {invitation.invitedBy === 'fractional' ? 'Message from Fractional' : 'Message from the client'}
          </h3>
          <blockquote className={styles.message}>{invitation.message}</blockquote>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onAccept} aria-describedby={titleId}>
          Accept
        </Button>
        <Button variant="secondary" onClick={onDecline} aria-describedby={titleId}>
          Decline
        </Button>
      </div>
    </article>
  );
}
