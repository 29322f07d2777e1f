import type { Match } from '@fractional/contract';
import { Button } from '../../../components/ui/button';

interface EngagementActionProps {
  match: Match;
  expertName: string;
  onInvite: (match: Match) => void;
}

/**
 * A match card's action in the console: Invite while the expert has no open or accepted invitation
 * to the project (the card shows the invitation's status); after a decline or a withdrawal a new
 * invitation may follow.
 */
export function EngagementAction({ match, expertName, onInvite }: EngagementActionProps) {
  const status = match.engagement?.status;
  if (status === 'invited' || status === 'accepted') return null;
  return (
    <Button onClick={() => onInvite(match)}>
      Invite<span className="visually-hidden"> {expertName}</span>
    </Button>
  );
}
