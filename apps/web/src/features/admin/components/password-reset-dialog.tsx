import type { AdminUser } from '@fractional/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSendPasswordReset } from '../api/send-password-reset';
import { personName } from '../admin-display';

/**
 * Asks before mailing a user a link to choose a new password, for someone locked out who asked support
 * (docs/product.md#admin-console). The password stays as it is until the link is used.
 */
export function PasswordResetDialog({
  user,
  onClose,
  onSent,
}: {
  user: AdminUser;
  onClose: () => void;
  onSent: () => void;
}) {
  const send = useSendPasswordReset();
  const name = personName(user);
  return (
    <ConfirmDialog
      title={`Send ${name} a password reset link?`}
      confirmLabel="Send link"
      onConfirm={() => send.mutateAsync(user.id, { onSuccess: onSent })}
      onCancel={onClose}
      isPending={send.isPending}
      error={send.error ? `The link was not sent: ${send.error.message}` : null}
    >
      <p>
        {`${user.email} gets a single-use link to choose a new password. You never see the link; their password and sessions stay as they are until they use it.`}
      </p>
    </ConfirmDialog>
  );
}
