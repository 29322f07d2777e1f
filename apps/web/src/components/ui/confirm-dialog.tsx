import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useSubmitOnce } from './use-submit-once';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** What happens, in words; and any field the step asks for. */
  children: ReactNode;
  confirmLabel: string;
  /**
   * The action. Return its promise (a mutation's `mutateAsync`): the buttons stay disabled until it
   * settles, so a double-click sends one request.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  isPending?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
}

/** A confirmation step in a dialog: what it does, Cancel, and the action. Enter submits its form. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, onConfirm, onCancel, error } = props;
  const once = useSubmitOnce();
  const isPending = (props.isPending ?? false) || once.isSubmitting;
  return (
    <Dialog title={title} onClose={onCancel}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isPending) once.submit(onConfirm);
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
