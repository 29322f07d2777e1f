import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** What happens, in words; and any field the step asks for. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
}

/** A confirmation step in a dialog: what it does, Cancel, and the action. Enter submits its form. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, onConfirm, onCancel, isPending = false, error } = props;
  return (
    <Dialog title={title} onClose={onCancel}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
