import { Button } from '../../../components/ui/button';
import type { AdminUser } from '@fractional/contract';
import { formatDate, personName } from '../admin-display';
import table from './admin-table.module.css';
import styles from './user-table.module.css';

const ROLE_LABELS = { admin: 'Admin', client: 'Client', contractor: 'Expert' } as const;

/** "Invited" until an account an admin created has a password its owner chose; then Active or Inactive. */
function statusBadge(user: AdminUser): { text: string; className: string | undefined } {
  if (user.status.name !== 'active') return { text: 'Inactive', className: styles.inactive };
  if (user.awaitingPassword) return { text: 'Invited', className: styles.invited };
  return { text: 'Active', className: styles.active };
}

interface UserTableProps {
  users: readonly AdminUser[];
  /** The signed-in admin, marked "you". */
  currentUserId: number | undefined;
  onChangeStatus: (user: AdminUser) => void;
  onChangeEmail: (user: AdminUser) => void;
  onSendPasswordReset: (user: AdminUser) => void;
}

/**
 * Users with role, status ("Invited" while no password was chosen) and sign-up date, an e-mail change
 * waiting for its confirmation under the address, and Deactivate / Reactivate, Change e-mail and (active users)
 * Send reset link
 * (docs/product.md#admin-console). A closed account ("Former member") shows when it was closed and offers
 * nothing; the admin's own row offers nothing either (their account page does).
 */
export function UserTable({
  users,
  currentUserId,
  onChangeStatus,
  onChangeEmail,
  onSendPasswordReset,
}: UserTableProps) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Users</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Joined</th>
          <th scope="col" className={table.actions}>
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = personName(user);
          const isActive = user.status.name === 'active';
          const badge = statusBadge(user);
          const isSelf = user.id === currentUserId;
          return (
            <tr key={user.id} data-user-id={user.id}>
              <th scope="row">
                <span className={table.stack}>
                  <span className={table.strong}>
                    {name}
                    {isSelf ? <span className={styles.you}> (you)</span> : null}
                  </span>
                  <span className={table.muted}>{user.email}</span>
                  {user.pendingEmail ? (
                    <span className={table.muted}>Changing to {user.pendingEmail} (awaiting confirmation)</span>
                  ) : null}
                </span>
              </th>
              <td data-label="Role">{ROLE_LABELS[user.role.name]}</td>
              <td data-label="Status">
                {user.deletedAt ? (
                  <span className={styles.closed}>Closed on {formatDate(user.deletedAt)}</span>
                ) : (
                  <span className={badge.className}>{badge.text}</span>
                )}
              </td>
              <td data-label="Joined" className={table.number}>
                {formatDate(user.createdAt)}
              </td>
              <td className={table.actions}>
                {user.deletedAt || isSelf ? null : (
                  <span className={styles.buttons}>
                    <Button variant="secondary" onClick={() => onChangeEmail(user)}>
                      Change e-mail
                      <span className="visually-hidden"> of {name}</span>
                    </Button>
                    {isActive ? (
                      <Button variant="secondary" onClick={() => onSendPasswordReset(user)}>
                        Send reset link
                        <span className="visually-hidden"> to {name}</span>
                      </Button>
                    ) : null}
                    <Button variant="secondary" onClick={() => onChangeStatus(user)}>
                      {isActive ? 'Deactivate' : 'Reactivate'}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
