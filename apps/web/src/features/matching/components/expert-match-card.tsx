import type { ExpertCard, Match } from '@fractional/contract';
import { useId, type ReactNode } from 'react';
import {
  expertAvailabilityText,
  expertName,
  fractionalExperienceText,
  seniorityText,
  topReasons,
} from '../../../lib/expert-display';
import { MatchFactors } from './match-factors';
import { ScoreBadge } from '../../../components/ui/score-badge';
import { completedEngagementsText, RatingSummary } from '../../../components/expert/rating-summary';
import { VettedBadge } from '../../../components/expert/vetted-badge';
import styles from './expert-match-card.module.css';

interface ExpertMatchCardProps {
  /** A null score: the expert is not ranked for the brief now (a shortlisted expert with no hours left). */
  match: Omit<Match, 'score'> & { score: number | null };
  /** Opens the expert's public profile. */
  onOpen: (expert: ExpertCard) => void;
  /** What the client can do about this expert (the page's Invite and the engagement's status). */
  action?: ReactNode;
  /** What the page adds about this expert above the footer: the owner's note, the expert's message. */
  children?: ReactNode;
}

/**
 * One recommended expert: name (opens the profile), headline, seniority, score, top reasons,
 * availability and the page's action.
 */
export function ExpertMatchCard({ match, onOpen, action, children }: ExpertMatchCardProps) {
  const nameId = useId();
  const { expert } = match;
  const seniority = seniorityText(expert);
  const fractional = fractionalExperienceText(expert);
  const reasons = topReasons(match.factors);
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
        {match.score === null ? (
          <p className={styles.muted}>Not ranked for this brief now</p>
        ) : (
          <ScoreBadge score={match.score} />
        )}
      </div>
      {expert.description ? <p className={styles.headline}>{expert.description}</p> : null}
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Top reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className={styles.footer}>
        <p className={styles.availability}>{expertAvailabilityText(expert)}</p>
        {action}
      </div>
      {match.factors.length > 0 ? <MatchFactors factors={match.factors} /> : null}
    </article>
  );
}
