import type { ExpertCard, Match } from '@fractional/contract';
import type { ReactNode } from 'react';
import { topReasons } from '../../../lib/expert-display';
import { MatchFactors } from './match-factors';
import { ScoreBadge } from '../../../components/ui/score-badge';
import { ExpertCardPoints, ExpertSummaryCard } from '../../../components/expert/expert-summary-card';
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
 * One recommended expert: the expert's card (components/expert) with the score, the top reasons, the
 * cautions the score already counts (no working hour in common, over budget, fewer free hours; docs/matching.md)
 * and "Why this match".
 */
export function ExpertMatchCard({ match, onOpen, action, children }: ExpertMatchCardProps) {
  const badge =
    match.score === null ? (
      <p className={styles.unranked}>Not ranked for this brief now</p>
    ) : (
      <ScoreBadge score={match.score} />
    );
  return (
    <ExpertSummaryCard
      expert={match.expert}
      onOpen={onOpen}
      badge={badge}
      action={action}
      footer={match.factors.length > 0 ? <MatchFactors factors={match.factors} /> : undefined}
    >
      <ExpertCardPoints label="Top reasons" points={topReasons(match.factors)} />
      {match.cautions && match.cautions.length > 0 ? (
        <ul className={styles.cautions} aria-label="Cautions">
          {match.cautions.map((caution) => (
            <li key={caution}>{caution}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </ExpertSummaryCard>
  );
}
