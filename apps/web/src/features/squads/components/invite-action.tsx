import type { Match } from '@fractional/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { expertName } from '../../../lib/expert-display';
import { invitationLabel, invitationTone } from '../squad-display';
import { InviteDialog, type OnBehalfOf } from './invite-dialog';
import styles from './squad-sections.module.css';

interface InviteActionProps {
  projectId: number;
  defaultHours: number;
  match: Pick<Match, 'expert' | 'engagement'>;
  /** An admin inviting for the client (docs/product.md#admin-console): the dialog says so. */
  onBehalfOf?: OnBehalfOf;
}

/**
 * A recommended expert's engagement on the card: "Invite", or the invitation's status ("Invited",
 * "Accepted", or "Ended" once the member left the squad); after a decline or a withdrawal the client may invite again (docs/api.md#invitations-and-squads).
 */
export function InviteAction({ projectId, defaultHours, match, onBehalfOf }: InviteActionProps) {
  const [isOpen, setOpen] = useState(false);
  const status = match.engagement?.status;
  const canInvite = status !== 'invited' && status !== 'accepted';
  // An accepted invitation whose membership ended: the expert left the squad (docs/api.md#invitations-and-squads).
  const hasEnded = match.engagement?.memberStatus === 'ended';
  const name = expertName(match.expert);
  return (
    <div className={styles.engagement}>
      {hasEnded ? (
        <Badge>
          <span className="visually-hidden">Squad membership: </span>
          Ended
        </Badge>
      ) : status ? (
        <Badge tone={invitationTone(status)}>
          <span className="visually-hidden">Invitation status: </span>
          {invitationLabel(status)}
        </Badge>
      ) : null}
      {canInvite ? (
        <Button variant={status ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {status ? 'Invite again' : 'Invite'}
          <span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
      {isOpen ? (
        <InviteDialog
          projectId={projectId}
          expert={match.expert}
          defaultHours={defaultHours}
          onBehalfOf={onBehalfOf}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
