import { INVITATION_MESSAGE_MAX, type Match } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useInviteOnBehalf } from '../api/invite-on-behalf';
import styles from './admin-dialog.module.css';

interface InviteDialogProps {
  projectId: number;
  match: Match;
  expertName: string;
  clientName: string;
  onClose: () => void;
}

/** Why an invitation was refused, in words (DESIGN.md §10's answers). */
function refusalText(error: unknown, expertName: string): string {
  if (!(error instanceof ApiError)) return 'The invitation could not be sent. Please try again.';
  if (error.status === 409) return `${expertName} already has an open or accepted invitation to this project.`;
  if (error.fieldErrors?.profileId === 'notAvailable') {
    return `${expertName} cannot be invited now: not open to work, or no free hours left.`;
  }
  if (error.fieldErrors?.profileId === 'tooManyOpenInvitations') {
    return 'This project already has the most open invitations allowed. Wait for answers or withdraw some first.';
  }
  if (error.status === 403) return 'You may not invite experts to this project.';
  return error.message;
}

/**
 * Invite an expert on the client's behalf (DESIGN.md §12): the expert receives the client's
 * invitation, with an optional personal message, recorded as sent by Fractional.
 */
export function InviteDialog({ projectId, match, expertName, clientName, onClose }: InviteDialogProps) {
  const [message, setMessage] = useState('');
  const invite = useInviteOnBehalf();
  const send = () =>
    invite.mutate(
      { projectId, profileId: match.expert.profileId, message: message.trim() || undefined },
      { onSuccess: onClose },
    );
  return (
    <Dialog title={`Invite ${expertName}`} onClose={onClose}>
      <p className={styles.lead}>
        The invitation comes from {clientName}, sent by Fractional on their behalf. {expertName} can accept it with
        their hours or decline.
      </p>
      <Textarea
        name="message"
        label="Message to the expert (optional)"
        value={message}
        onChange={setMessage}
        maxLength={INVITATION_MESSAGE_MAX}
        rows={4}
      />
      {invite.isError ? (
        <p className={styles.error} role="alert">
          {refusalText(invite.error, expertName)}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button onClick={send} isLoading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </Dialog>
  );
}
