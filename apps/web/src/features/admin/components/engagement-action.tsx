import { InvitationStatuses, type Match } from '@fractional/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import styles from './engagement-action.module.css';

interface EngagementActionProps {
  match: Match;
  expertName: string;
  onInvite: (match: Match) => void;
}

/**
 * A match card's action in the console: the invitation's status once there is one, and Invite while
 * the expert has no open or accepted invitation (after a decline or a withdrawal: Invite again).
 */
export function EngagementAction({ match, expertName, onInvite }: EngagementActionProps) {
  const status = match.engagement?.status;
  const canInvite = status !== 'invited' && status !== 'accepted';
  return (
    <div className={styles.engagement}>
      {status ? (
        <Badge tone={status === 'accepted' ? 'brand' : 'neutral'}>
          <span className="visually-hidden">Invitation status: </span>
          {InvitationStatuses.labels[status]}
        </Badge>
      ) : null}
      {canInvite ? (
        <Button variant={status ? 'secondary' : 'primary'} onClick={() => onInvite(match)}>
          {status ? 'Invite again' : 'Invite'}
          <span className="visually-hidden"> {expertName}</span>
        </Button>
      ) : null}
    </div>
  );
}
