import { InvitationStatuses, type Match } from '@fractional/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

interface EngagementActionProps {
  match: Match;
  expertName: string;
  onInvite: (match: Match) => void;
}

/**
 * A match card's action in the console: Invite while the expert has no invitation to the project,
 * else the invitation's status. A declined or withdrawn invitation may be followed by a new one.
 */
export function EngagementAction({ match, expertName, onInvite }: EngagementActionProps) {
  const status = match.engagement?.status;
  const canInvite = status === undefined || status === 'declined' || status === 'withdrawn';
  return (
    <>
      {status ? (
        <Badge tone={status === 'accepted' ? 'brand' : 'neutral'}>{InvitationStatuses.labels[status]}</Badge>
      ) : null}
      {canInvite ? (
        <Button onClick={() => onInvite(match)}>
          Invite<span className="visually-hidden"> {expertName}</span>
        </Button>
      ) : null}
    </>
  );
}
