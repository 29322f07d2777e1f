import type { ExpertCard } from '@fractional/contract';
import { useId, type ReactNode } from 'react';
import { expertAvailabilityText, expertName, fractionalExperienceText, seniorityText } from '../../lib/expert-display';
import { completedEngagementsText, RatingSummary } from './rating-summary';
import { VettedBadge } from './vetted-badge';
import styles from './expert-summary-card.module.css';

interface ExpertSummaryCardProps {
  expert: ExpertCard;
  /** Opens the expert's public profile. */
  onOpen: (expert: ExpertCard) => void;
  /** Beside the name: the match's score. */
  badge?: ReactNode;
  /** Below the headline: why this expert is here (the match's reasons, the search's highlights). */
  children?: ReactNode;
  /** What the client can do about this expert, beside the availability. */
  action?: ReactNode;
  /** Last, under a rule: the match's factors. */
  footer?: ReactNode;
}

/**
 * One expert as a card (a recommended expert, a Find experts result): name (opens the profile), seniority,
 * track record, vetting, headline, the page's reasons, availability and action.
 */
export function ExpertSummaryCard({ expert, onOpen, badge, children, action, footer }: ExpertSummaryCardProps) {
  const nameId = useId();
  const seniority = seniorityText(expert);
  const fractional = fractionalExperienceText(expert);
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.top}>
        <div className={styles.identity}>
          <h3 id={nameId} className={styles.name}>
            <button type="button" className={styles.nameButton} onClick={() => onOpen(expert)}>
              {expertName(expert)}
            </button>
          </h3>
          {seniority ? <p className={styles.muted}>{seniority}</p> : null}
          {fractional ? <p className={styles.muted}>{fractional}</p> : null}
          <p className={styles.track}>
            <RatingSummary rating={expert.rating} />
            <span className={styles.muted}>{completedEngagementsText(expert.completedEngagements)}</span>
          </p>
          <VettedBadge vetting={expert.vetting} />
        </div>
        {badge}
      </div>
      {expert.description ? <p className={styles.headline}>{expert.description}</p> : null}
      {children}
      <div className={styles.footer}>
        <p className={styles.availability}>{expertAvailabilityText(expert)}</p>
        {action}
      </div>
      {footer}
    </article>
  );
}

/** The card's list of short sentences (reasons, highlights), named for screen readers. */
export function ExpertCardPoints({ label, points }: { label: string; points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <ul className={styles.points} aria-label={label}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
