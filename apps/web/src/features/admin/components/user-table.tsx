import { Button } from '../../../components/ui/button';
import type { AdminUser } from '@fractional/contract';
import { formatDate, personName } from '../admin-display';
import table from './admin-table.module.css';
import styles from './user-table.module.css';

const ROLE_LABELS = { admin: 'Admin', client: 'Client', contractor: 'Expert' } as const;

interface UserTableProps {
  users: readonly AdminUser[];
  /** The signed-in admin, marked "you". */
  currentUserId: number | undefined;
  onChangeStatus: (user: AdminUser) => void;
}

/** Users with role, status and sign-up date, and Deactivate / Reactivate (docs/product.md#admin-console). */
export function UserTable({ users, currentUserId, onChangeStatus }: UserTableProps) {
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
          return (
            <tr key={user.id}>
              <th scope="row">
                <span className={table.stack}>
                  <span className={table.strong}>
                    {name}
                    {user.id === currentUserId ? <span className={styles.you}> (you)</span> : null}
                  </span>
                  <span className={table.muted}>{user.email}</span>
                </span>
              </th>
              <td data-label="Role">{ROLE_LABELS[user.role.name]}</td>
              <td data-label="Status">
                <span className={isActive ? styles.active : styles.inactive}>{isActive ? 'Active' : 'Inactive'}</span>
              </td>
              <td data-label="Joined" className={table.number}>
                {formatDate(user.createdAt)}
              </td>
              <td className={table.actions}>
                <Button variant="secondary" onClick={() => onChangeStatus(user)}>
                  {isActive ? 'Deactivate' : 'Reactivate'}
                  <span className="visually-hidden"> {name}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
