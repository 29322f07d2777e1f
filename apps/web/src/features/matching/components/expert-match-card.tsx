import type { ExpertCard, Match } from '@fractional/contract';
import type { ReactNode } from 'react';
import { topReasons } from '../../../lib/expert-display';
import { MatchFactors } from './match-factors';
import { ScoreBadge } from '../../../components/ui/score-badge';
import { ExpertCardPoints, ExpertSummaryCard } from '../../../components/expert/expert-summary-card';

interface ExpertMatchCardProps {
  match: Match;
  /** Opens the expert's public profile. */
  onOpen: (expert: ExpertCard) => void;
  /** What the client can do about this expert (the page's Invite and the engagement's status). */
  action?: ReactNode;
}

/**
 * One recommended expert: the expert's card (components/expert) with the score, the top reasons and
 * "Why this match".
 */
export function ExpertMatchCard({ match, onOpen, action }: ExpertMatchCardProps) {
  return (
    <ExpertSummaryCard
      expert={match.expert}
      onOpen={onOpen}
      badge={<ScoreBadge score={match.score} />}
      action={action}
      footer={<MatchFactors factors={match.factors} />}
    >
      <ExpertCardPoints label="Top reasons" points={topReasons(match.factors)} />
    </ExpertSummaryCard>
  );
}
