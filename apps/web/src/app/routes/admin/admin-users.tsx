import { ADMIN_SEARCH_MAX, ROLE_NAMES, STATUS_NAMES, type AdminUser } from '@fractional/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { focusElement } from '../../../lib/focus-target';
import { useAdminUsers } from '../../../features/admin/api/get-admin-users';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import { ChangeEmailDialog, NewUserDialog } from '../../../features/admin/components/user-account-dialogs';
import { PasswordResetDialog } from '../../../features/admin/components/password-reset-dialog';
import { UserStatusDialog } from '../../../features/admin/components/user-status-dialog';
import { UserTable } from '../../../features/admin/components/user-table';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { oneOf } from '../../../lib/use-search-params-writer';
import { useMe } from '../../../lib/get-me';
import { ProjectSearch } from '../../../features/projects/components/project-search';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';
import styles from './admin-users.module.css';

const ROLE_OPTIONS = [
  { value: 'client', label: 'Clients' },
  { value: 'contractor', label: 'Experts' },
  { value: 'admin', label: 'Admins' },
] as const satisfies ReadonlyArray<{ value: (typeof ROLE_NAMES)[number]; label: string }>;
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies ReadonlyArray<{ value: (typeof STATUS_NAMES)[number]; label: string }>;

/** What a dialog did, said where the focus lands after it (the dialog's opener may be gone). */
function Notice({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (ref.current) focusElement(ref.current);
  }, [text]);
  return (
    <p ref={ref} className={styles.notice} role="status">
      {text}
    </p>
  );
}

type Open = { kind: 'status' | 'email' | 'reset'; user: AdminUser } | { kind: 'new' } | null;

/**
 * `/admin/users`: find users by name or e-mail, role and status; create a user, change a user's e-mail,
 * mail them a password reset link, deactivate or reactivate (docs/product.md#admin-console).
 */
export function Component() {
  usePageTitle('Users');
  const { data: me } = useMe();
  const { params, page, setFilter, setPage } = useUrlFilters();
  const search = params.get('q')?.trim() ?? '';
  const role = oneOf(ROLE_NAMES, params.get('role'));
  const status = oneOf(STATUS_NAMES, params.get('status'));
  const query = useAdminUsers({ search: search || undefined, role, status, page });
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setOpen(null);
  // What a dialog did is said once, in the status line above the list, which takes the focus.
  const done = (text: string) => {
    setNotice(text);
    setOpen(null);
  };

  return (
    <main id="main" className={pageStyles.page}>
      <header className={styles.header}>
        <div>
          <h1>Users</h1>
          <p className={pageStyles.lead}>Deactivated users are signed out at once and cannot sign in.</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'new' })}>New user</Button>
      </header>
      {notice ? <Notice text={notice} /> : null}
      <section className={panel.panel} aria-label="Users">
        <div className={panel.toolbar}>
          <div className={panel.grow}>
            <ProjectSearch
              value={search}
              onSearch={(value) => setFilter('q', value)}
              label="Search users by name or e-mail"
              maxLength={ADMIN_SEARCH_MAX}
            />
          </div>
          <Select
            name="role"
            label="Role"
            placeholder="All roles"
            options={ROLE_OPTIONS}
            value={role ?? null}
            onChange={(value) => setFilter('role', value)}
          />
          <Select
            name="status"
            label="Status"
            placeholder="Any status"
            options={STATUS_OPTIONS}
            value={status ?? null}
            onChange={(value) => setFilter('status', value)}
          />
        </div>
        <AdminList
          query={query}
          noun="users"
          emptyText={search ? `No user matches “${search}”.` : 'No users match.'}
          page={page}
          onPage={setPage}
        >
          {(users) => (
            <UserTable
              users={users}
              currentUserId={me?.id}
              onChangeStatus={(user) => setOpen({ kind: 'status', user })}
              onChangeEmail={(user) => setOpen({ kind: 'email', user })}
              onSendPasswordReset={(user) => setOpen({ kind: 'reset', user })}
            />
          )}
        </AdminList>
      </section>
      {open?.kind === 'status' ? <UserStatusDialog user={open.user} onClose={close} /> : null}
      {open?.kind === 'email' ? (
        <ChangeEmailDialog
          user={open.user}
          onClose={close}
          onRequested={(email) =>
            done(`A confirmation link was sent to ${email}. The account moves there when its owner opens the link.`)
          }
        />
      ) : null}
      {open?.kind === 'reset' ? (
        <PasswordResetDialog
          user={open.user}
          onClose={close}
          onSent={() => done(`A link to choose a new password was sent to ${open.user.email}.`)}
        />
      ) : null}
      {open?.kind === 'new' ? (
        <NewUserDialog
          onClose={close}
          onCreated={(user) => done(`${user.email} was created and got an e-mail to choose a password.`)}
        />
      ) : null}
    </main>
  );
}
