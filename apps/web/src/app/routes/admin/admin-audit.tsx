import { AuditActions, type AdminUser } from '@fractional/contract';
import { ApiError } from '../../../lib/api-client';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import { personName } from '../../../features/admin/admin-display';
import { useAdminUsers } from '../../../features/admin/api/get-admin-users';
import { useAuditLog } from '../../../features/admin/api/get-audit-log';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import listStyles from '../../../features/admin/components/admin-list.module.css';
import { AuditTable } from '../../../features/admin/components/audit-table';
import { DayInput } from '../../../features/admin/components/day-input';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { oneOf } from '../../../lib/use-search-params-writer';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day named in the URL (`2026-11-24`), or undefined for anything else. */
function dayParam(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The words for the API's 422 on a day (`{to: 'must not be before from'}`), or for the same rule checked here first. */
export const DAY_ORDER_ERROR = 'To must be on or after From.';

/** The days' errors: the order checked before asking (as `AuditQuerySchema` does), then what the API refused. */
function dayErrors(from: string | undefined, to: string | undefined, error: unknown) {
  if (from && to && to < from) return { from: null, to: DAY_ORDER_ERROR };
  const fields = error instanceof ApiError ? error.fieldErrors : undefined;
  return {
    from: fields?.from ? 'Please choose a valid From day.' : null,
    to: fields?.to ? (from && to ? DAY_ORDER_ERROR : 'Please choose a valid To day.') : null,
  };
}

/** The admins to choose from (a console has a handful), and the one the URL names if it is not among them. */
function actorOptions(admins: readonly AdminUser[] | undefined, actor: string | undefined) {
  const options = (admins ?? []).map((admin) => ({ value: String(admin.id), label: personName(admin) }));
  if (actor && !options.some((option) => option.value === actor))
    options.push({ value: actor, label: `Admin #${actor}` });
  return options;
}

/**
 * `/admin/audit`: every admin action, newest first, with what it changed, filtered by who, what and
 * when; the filters live in the URL like the other lists' (docs/product.md#admin-console).
 */
export function Component() {
  usePageTitle('Audit log');
  const { params, page, setFilter, setFilters, setPage } = useUrlFilters();
  const rawActor = params.get('actor');
  const actor = rawActor && /^[1-9]\d{0,8}$/.test(rawActor) ? rawActor : undefined;
  const admins = useAdminUsers({ role: 'admin', page: 1 });
  const options = actorOptions(admins.data?.data, actor);
  const action = oneOf(AuditActions.values, params.get('action'));
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const isOrdered = !(from && to && to < from);
  const query = useAuditLog(
    { actor: actor ? Number(actor) : undefined, action, from, to, page },
    { enabled: isOrdered },
  );
  const dayError = dayErrors(from, to, query.error);
  const isFiltered = Boolean(actor || action || from || to);

  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Audit log</h1>
        <p className={pageStyles.lead}>Every action taken in the console, newest first.</p>
      </header>
      <section className={panel.panel} aria-label="Audit log">
        <div className={panel.toolbar}>
          <Select
            name="actor"
            label="Admin"
            placeholder="Any admin"
            options={options}
            value={actor ?? null}
            onChange={(value) => setFilter('actor', value)}
          />
          <Select
            name="action"
            label="Action"
            placeholder="Any action"
            options={AuditActions.options}
            value={action ?? null}
            onChange={(value) => setFilter('action', value)}
          />
          <DayInput
            name="from"
            label="From"
            value={from}
            max={to}
            error={dayError.from}
            onChange={(value) => setFilter('from', value)}
          />
          <DayInput
            name="to"
            label="To"
            value={to}
            min={from}
            error={dayError.to}
            onChange={(value) => setFilter('to', value)}
          />
          {isFiltered ? (
            <div className={panel.check}>
              <Button variant="text" onClick={() => setFilters({ actor: null, action: null, from: null, to: null })}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
        {dayError.from || dayError.to ? (
          <p className={listStyles.message}>Correct the days above to see the audit entries.</p>
        ) : (
          <AdminList
            query={query}
            noun="audit entries"
            emptyText={isFiltered ? 'No admin action matches these filters.' : 'No admin action yet.'}
            page={page}
            onPage={setPage}
          >
            {(entries) => <AuditTable entries={entries} />}
          </AdminList>
        )}
      </section>
    </main>
  );
}
