import { DECLINE_REASON_MAX, type Interest } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { expertName } from '../../../lib/expert-display';
import { interestErrorText } from '../open-brief-messages';
import { useDeclineInterest } from '../api/answer-interest';

interface DeclineInterestDialogProps {
  projectId: number;
  interest: Interest;
  onClose: () => void;
}

/** Decline an expert's interest (docs/discovery.md#open-briefs) with an optional reason, which the expert reads. */
export function DeclineInterestDialog({ projectId, interest, onClose }: DeclineInterestDialogProps) {
  const decline = useDeclineInterest(projectId);
  const [reason, setReason] = useState('');
  const name = expertName(interest.expert);
  const onConfirm = async () => {
    const text = reason.trim();
    await decline.mutateAsync({ id: interest.id, body: text ? { reason: text } : {} });
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Decline ${name}?`}
      confirmLabel="Decline interest"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={decline.isPending}
      error={decline.error ? interestErrorText(decline.error, 'answer') : null}
    >
      <p>{name} is told you declined. A short reason helps them, and is up to you.</p>
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
