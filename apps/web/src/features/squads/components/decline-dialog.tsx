import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { DECLINE_REASON_MAX, type Invitation } from '@fractional/contract';
import { useDeclineInvitation } from '../api/decline-invitation';
import { squadErrorText } from '../squad-messages';

interface DeclineDialogProps {
  invitation: Invitation;
  onDeclined: (invitation: Invitation) => void;
  onClose: () => void;
}

/** Decline (docs/api.md#invitations-and-squads) with an optional reason, which the client reads. */
export function DeclineDialog({ invitation, onDeclined, onClose }: DeclineDialogProps) {
  const decline = useDeclineInvitation();
  const [reason, setReason] = useState('');
  const onConfirm = async () => {
    const text = reason.trim();
    onDeclined(await decline.mutateAsync({ id: invitation.id, body: text ? { reason: text } : {} }));
  };
  return (
    <ConfirmDialog
      title={`Decline “${invitation.project.name}”?`}
      confirmLabel="Decline invitation"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={decline.isPending}
      error={decline.error ? squadErrorText(decline.error, 'respond') : null}
    >
      <p>The client is told you declined. A short reason helps them, and is up to you.</p>
      <Textarea
        name="reason"
        label="Reason (optional)"
        value={reason}
        onChange={setReason}
        maxLength={DECLINE_REASON_MAX}
        rows={3}
      />
    </ConfirmDialog>
  );
}
