import { VETTING_NOTE_MAX } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { useSetVetting } from '../api/set-vetting';
import styles from './admin-dialog.module.css';

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

/** Approve or reject an expert, with an optional note kept in the audit log (DESIGN.md §12). */
export function VettingDialog({ profileId, expertName, choice, onClose }: VettingDialogProps) {
  const [note, setNote] = useState('');
  const decide = useSetVetting();
  const { verb, lead } = COPY[choice];
  const submit = () =>
    decide.mutate({ profileId, vetting: choice, note: note.trim() || undefined }, { onSuccess: onClose });
  return (
    <Dialog title={`${verb} ${expertName}`} onClose={onClose}>
      <p className={styles.lead}>{lead}</p>
      <Textarea
        name="note"
        label="Note (optional, seen by admins only)"
        value={note}
        onChange={setNote}
        maxLength={VETTING_NOTE_MAX}
        rows={3}
      />
      {decide.isError ? (
        <p className={styles.error} role="alert">
          The decision was not saved: {decide.error.message}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} isLoading={decide.isPending}>
          {verb}
        </Button>
      </div>
    </Dialog>
  );
}
