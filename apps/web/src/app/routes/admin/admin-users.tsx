import { ADMIN_SEARCH_MAX, ROLE_NAMES, STATUS_NAMES, type AdminUser } from '@fractional/contract';
import { useState } from 'react';
import { Select } from '../../../components/ui/select';
import { useAdminUsers } from '../../../features/admin/api/get-admin-users';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import { UserStatusDialog } from '../../../features/admin/components/user-status-dialog';
import { UserTable } from '../../../features/admin/components/user-table';
import { oneOf, useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { useMe } from '../../../lib/get-me';
import { ProjectSearch } from '../../../features/projects/components/project-search';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';

const ROLE_OPTIONS = [
  { value: 'client', label: 'Clients' },
  { value: 'contractor', label: 'Experts' },
  { value: 'admin', label: 'Admins' },
] as const satisfies ReadonlyArray<{ value: (typeof ROLE_NAMES)[number]; label: string }>;
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies ReadonlyArray<{ value: (typeof STATUS_NAMES)[number]; label: string }>;

/** `/admin/users`: find users by name or e-mail, role and status; deactivate or reactivate (docs/product.md#admin-console). */
export function Component() {
  usePageTitle('Users');
  const { data: me } = useMe();
  const { params, page, setFilter, setPage } = useUrlFilters();
  const search = params.get('q')?.trim() ?? '';
  const role = oneOf(ROLE_NAMES, params.get('role'));
  const status = oneOf(STATUS_NAMES, params.get('status'));
  const query = useAdminUsers({ search: search || undefined, role, status, page });
  const [changing, setChanging] = useState<AdminUser | null>(null);

  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Users</h1>
        <p className={pageStyles.lead}>Deactivated users are signed out at once and cannot sign in.</p>
      </header>
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
          {(users) => <UserTable users={users} currentUserId={me?.id} onChangeStatus={setChanging} />}
        </AdminList>
      </section>
      {changing ? <UserStatusDialog user={changing} onClose={() => setChanging(null)} /> : null}
    </main>
  );
}
