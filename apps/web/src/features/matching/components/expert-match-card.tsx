import { InvitationStatuses, type ExpertCard, type Match } from '@fractional/contract';
import { Badge } from '../../../components/ui/badge';
import { useId, type ReactNode } from 'react';
import { expertAvailabilityText, expertName, seniorityText, topReasons } from '../matching-display';
import { MatchFactors } from './match-factors';
import { VettedBadge } from './vetted-badge';
import styles from './expert-match-card.module.css';

interface ExpertMatchCardProps {
  match: Match;
  /** Opens the expert's public profile. */
  onOpen: (expert: ExpertCard) => void;
  /** What can be done with this expert (e.g. Invite), at the card's foot. */
  actions?: ReactNode;
}

/**
 * One recommended expert: name (opens the profile), seniority, the Vetted badge, score, headline, top
 * reasons, availability, the invitation's status once there is one, and the actions the page offers.
 */
export function ExpertMatchCard({ match, onOpen, actions }: ExpertMatchCardProps) {
  const nameId = useId();
  const { expert } = match;
  const seniority = seniorityText(expert);
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
          <VettedBadge vetting={expert.vetting} />
        </div>
        <p className={styles.score}>
          <span className={styles.scoreValue}>{match.score}</span>
          <span className={styles.scoreUnit}>/ 100 match</span>
        </p>
      </div>
      {expert.description ? <p className={styles.headline}>{expert.description}</p> : null}
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Top reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.availability}>{expertAvailabilityText(expert)}</p>
      <MatchFactors factors={match.factors} />
      {match.engagement || actions ? (
        <div className={styles.actions}>
          {match.engagement ? (
            <Badge tone={match.engagement.status === 'accepted' ? 'brand' : 'neutral'}>
              <span className="visually-hidden">Invitation: </span>
              {InvitationStatuses.labels[match.engagement.status]}
            </Badge>
          ) : null}
          {actions}
        </div>
      ) : null}
    </article>
  );
}
