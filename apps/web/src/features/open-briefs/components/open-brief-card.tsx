import { Industries, ProjectStages, Timelines, type OpenBrief } from '@fractional/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/expert/rating-summary';
import { Button } from '../../../components/ui/button';
import { ScoreBadge } from '../../../components/ui/score-badge';
import { paths } from '../../../config/paths';
import { businessGoalLabels, formatBudgetAsEntered } from '../../../lib/brief-display';
import { topReasons } from '../../../lib/expert-display';
import { industryKeys } from '../../../lib/profile-display';
import frame from '../../../components/ui/brief-card.module.css';
import styles from './open-brief-card.module.css';

type MyInterest = NonNullable<OpenBrief['myInterest']>;

/** The expert's own interest in words (the contract's labels are the client's: "Waiting for you"). */
export function myInterestText(status: MyInterest['status']): string {
  switch (status) {
    case 'pending':
      return 'Interest sent: the client has not answered yet.';
    case 'invited':
      return 'Interest sent: the client invited you.';
    case 'declined':
      return 'Interest sent: the client declined.';
  }
}

interface OpenBriefCardProps {
  brief: OpenBrief;
  /** The match's factors as the page shows them ("Why this match"). */
  why?: ReactNode;
  onExpressInterest: () => void;
}

/**
 * One open brief (docs/discovery.md#open-briefs): what the client needs, the client's organisation, industry
 * and track record (never a name, e-mail or phone), the expert's own match and reasons, and Express interest
 * — or, once sent, what became of it.
 */
export function OpenBriefCard({ brief, why, onExpressInterest }: OpenBriefCardProps) {
  const titleId = useId();
  const { project, client, match, myInterest } = brief;
  const industries = industryKeys(client.industry ?? '').map((key) => Industries.labels[key]);
  const organisation = [client.orgName, industries.join(', ')].filter(Boolean).join(' · ');
  const reasons = topReasons(match.factors);
  return (
    <article className={frame.card} aria-labelledby={titleId}>
      <div className={frame.top}>
        <div className={frame.identity}>
          <h2 id={titleId} className={frame.title}>
            {project.name}
          </h2>
          {organisation ? <p className={frame.muted}>{organisation}</p> : null}
          <p className={frame.muted}>
            Client’s track record: <RatingSummary rating={client.rating} />
          </p>
        </div>
        <ScoreBadge score={match.score} />
      </div>
      <dl className={frame.facts}>
        <div>
          <dt>Stage</dt>
          <dd>{ProjectStages.labels[project.projectStage]}</dd>
        </div>
        <div>
          <dt>Timeline</dt>
          <dd>{Timelines.labels[project.timeline]}</dd>
        </div>
        <div>
          <dt>Hours asked</dt>
          <dd>{project.hoursPerWeek} h/week</dd>
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
          <h3 className={frame.blockTitle}>Why you match</h3>
          <ul className={frame.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {why}
      <div className={styles.actions}>
        {myInterest ? (
          <p className={styles.sent} role="status">
            {myInterestText(myInterest.status)}
            {myInterest.status === 'invited' ? (
              <>
                {' '}
                <Link to={paths.contractor.opportunities}>See it in Opportunities</Link>
              </>
            ) : null}
          </p>
        ) : (
          <Button onClick={onExpressInterest} aria-describedby={titleId}>
            Express interest
          </Button>
        )}
      </div>
    </article>
  );
}
