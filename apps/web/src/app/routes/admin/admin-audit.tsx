import { useAuditLog } from '../../../features/admin/api/get-audit-log';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import { AuditTable } from '../../../features/admin/components/audit-table';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';

/** `/admin/audit`: every admin action, newest first, with what it changed (docs/product.md#admin-console). */
export function Component() {
  usePageTitle('Audit log');
  const { page, setPage } = useUrlFilters();
  const query = useAuditLog(page);
  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Audit log</h1>
        <p className={pageStyles.lead}>Every action taken in the console, newest first.</p>
      </header>
      <section className={panel.panel} aria-label="Audit log">
        <AdminList query={query} noun="audit entries" emptyText="No admin action yet." page={page} onPage={setPage}>
          {(entries) => <AuditTable entries={entries} />}
        </AdminList>
      </section>
    </main>
  );
}
