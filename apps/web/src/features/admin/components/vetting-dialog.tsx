import { VETTING_NOTE_MAX } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { useSetVetting } from '../api/set-vetting';

export type VettingChoice = 'approved' | 'rejected';

interface VettingDialogProps {
  profileId: number;
  expertName: string;
  choice: VettingChoice;
  onClose: () => void;
}

const COPY: Record<VettingChoice, { verb: string; lead: string }> = {
  approved: {
    verb: 'Approve',
    lead: 'Approved experts carry the Vetted badge on their card and rank slightly higher in matches.',
  },
  rejected: {
    verb: 'Reject',
    lead: 'Rejected experts are no longer matched to any project. You can approve them later.',
  },
};

/** Approve or reject an expert, with an optional note kept in the audit log (docs/product.md#admin-console). */
export function VettingDialog({ profileId, expertName, choice, onClose }: VettingDialogProps) {
  const [note, setNote] = useState('');
  const decide = useSetVetting();
  const { verb, lead } = COPY[choice];
  return (
    <ConfirmDialog
      title={`${verb} ${expertName}`}
      confirmLabel={verb}
      onConfirm={() =>
        decide.mutateAsync({ profileId, vetting: choice, note: note.trim() || undefined }, { onSuccess: onClose })
      }
      onCancel={onClose}
      isPending={decide.isPending}
      error={decide.error ? `The decision was not saved: ${decide.error.message}` : null}
    >
      <p>{lead}</p>
      <Textarea
        name="note"
        label="Note (optional, seen by admins only)"
        value={note}
        onChange={setNote}
        maxLength={VETTING_NOTE_MAX}
        rows={3}
      />
    </ConfirmDialog>
  );
}
