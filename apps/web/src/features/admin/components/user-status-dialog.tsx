import { ErrorKeys, type AdminUser } from '@fractional/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useSetUserStatus } from '../api/set-user-status';
import { personName } from '../admin-display';

/** The refusals of docs/product.md#admin-console (oneself, the last admin), in words; anything else as the server said it. */
function refusalText(error: Error): string {
  const key = error instanceof ApiError ? Object.values(error.fieldErrors ?? {})[0] : undefined;
  if (key === ErrorKeys.cannotDeactivateSelf) return 'You cannot deactivate your own account.';
  if (key === ErrorKeys.lastActiveAdmin) {
    return 'This is the last active admin: the console would have nobody left. Create another admin first.';
  }
  return `The change was not saved: ${error.message}`;
}

/** Asks before deactivating (sessions end at once) or reactivating a user; shows a refusal in place. */
export function UserStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const change = useSetUserStatus();
  const name = personName(user);
  const isDeactivating = user.status.name === 'active';
  const verb = isDeactivating ? 'Deactivate' : 'Reactivate';
  return (
    <ConfirmDialog
      title={`${verb} ${name}?`}
      confirmLabel={verb}
      onConfirm={() =>
        change.mutateAsync({ id: user.id, status: isDeactivating ? 'inactive' : 'active' }, { onSuccess: onClose })
      }
      onCancel={onClose}
      isPending={change.isPending}
      error={change.error ? refusalText(change.error) : null}
    >
      <p>
        {isDeactivating
          ? `${name} (${user.email}) is signed out everywhere at once and cannot sign in until reactivated. Their projects and profile stay.`
          : `${name} (${user.email}) can sign in again.`}
      </p>
    </ConfirmDialog>
  );
}
