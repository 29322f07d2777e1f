import { TIMESHEET_REJECTION_REASON_MAX, TimesheetStatuses, type Timesheet } from '@fractional/contract';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useDecideTimesheet } from '../api/decide-timesheet';
import { useProjectTimesheets } from '../api/get-timesheets';
import { amountText, memberName } from '../timesheet-display';
import { timesheetErrorText } from '../timesheet-messages';
import { DAY_LABELS, DAY_SHORT, hoursLabel, weekLabel } from '../week';
import { MemberTotals } from './member-totals';
import { statusTone } from './timesheet-status';
import styles from './timesheets.module.css';
import { SectionCard } from '../../../components/ui/section-card';

/**
 * The project page's "Timesheets" (docs/product.md#client-area): weeks waiting for approval first, each
 * with Approve and Reject (with a reason); then the weeks decided; then each member's totals, which the
 * API adds up over every week (docs/api.md#timesheets). One request loads the newest weeks and the
 * totals; "Show older weeks" asks for the next page. Drafts stay the expert's until submitted.
 */
export function ProjectTimesheets({ projectId }: { projectId: number }) {
  const query = useProjectTimesheets(projectId);
  const [rejecting, setRejecting] = useState<Timesheet | null>(null);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data).filter((item) => item.status !== 'draft');
  const waiting = items.filter((item) => item.status === 'submitted');
  const decided = items.filter((item) => item.status !== 'submitted');
  return (
    <SectionCard className={styles.card} title="Timesheets" summary={waitingSummary(waiting)}>
      {query.isPending ? (
        <Spinner label="Loading the timesheets" />
      ) : query.isError ? (
        <div className={styles.state}>
          <p role="alert">We could not load the timesheets.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 && !query.hasNextPage ? (
        <p className={styles.state}>No timesheets yet — members log their hours here each week.</p>
      ) : (
        <>
          <WeekList title="Waiting for approval" items={waiting} emptyText="Nothing waiting." onReject={setRejecting} />
          {decided.length > 0 ? <WeekList title="Decided" items={decided} emptyText="" onReject={null} /> : null}
          {query.hasNextPage ? (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
              Show older weeks
            </Button>
          ) : null}
          <MemberTotals totals={pages[0]?.totals ?? []} />
        </>
      )}
      {rejecting ? <RejectDialog timesheet={rejecting} onClose={() => setRejecting(null)} /> : null}
    </SectionCard>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What waits, counted as the client reads it: weeks when each waiting week is one timesheet, otherwise
 * the timesheets and the distinct weeks they cover (two members' sheets of one week are not "2 weeks").
 */
export function waitingSummary(waiting: readonly Timesheet[]): string | null {
  if (waiting.length === 0) return null;
  const weeks = new Set(waiting.map((item) => item.weekStart)).size;
  if (weeks === waiting.length) return `${plural(weeks, 'week')} waiting`;
  return `${plural(waiting.length, 'timesheet')} waiting, ${plural(weeks, 'week')}`;
}

interface WeekListProps {
  title: string;
  items: readonly Timesheet[];
  emptyText: string;
  onReject: ((timesheet: Timesheet) => void) | null;
}

function WeekList({ title, items, emptyText, onReject }: WeekListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      {items.length === 0 ? (
        <p className={styles.state}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <WeekRow key={item.id} item={item} onReject={onReject ? () => onReject(item) : null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WeekRow({ item, onReject }: { item: Timesheet; onReject: (() => void) | null }) {
  const nameId = useId();
  const decide = useDecideTimesheet();
  const [isApproving, setApproving] = useState(false);
  return (
    <li className={styles.weekRow}>
      <article aria-labelledby={nameId}>
        <div className={styles.rowHead}>
          <h4 id={nameId} className={styles.name}>
            {memberName(item.member.expert)} · week of {weekLabel(item.weekStart)}
          </h4>
          <Badge tone={statusTone(item.status)}>{TimesheetStatuses.labels[item.status]}</Badge>
        </div>
        <dl className={styles.days}>
          {item.hours.map((hours, index) => (
            <div key={DAY_LABELS[index]}>
              <dt>
                <abbr title={DAY_LABELS[index]}>{DAY_SHORT[index]}</abbr>
              </dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.facts}>
          <span>
            Total <strong>{hoursLabel(item.totalHours)}</strong>
          </span>
          <span>
            Amount <strong>{amountText(item.amount, item.currency)}</strong>
          </span>
          {item.overCommitment ? <span className={styles.over}>Over the committed hours</span> : null}
        </p>
        {item.note ? <p className={styles.note}>Note: {item.note}</p> : null}
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className={styles.reason}>Rejected: “{item.rejectionReason}”</p>
        ) : null}
        {onReject ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onReject} aria-describedby={nameId}>
              Reject
            </Button>
            <Button onClick={() => setApproving(true)} aria-describedby={nameId}>
              Approve
            </Button>
          </div>
        ) : null}
        {isApproving ? (
          <ConfirmDialog
            title={`Approve ${memberName(item.member.expert)}’s week of ${weekLabel(item.weekStart)}?`}
            confirmLabel="Approve the week"
            onConfirm={() =>
              decide.mutateAsync({ id: item.id, action: 'approve' }, { onSuccess: () => setApproving(false) })
            }
            onCancel={() => {
              decide.reset();
              setApproving(false);
            }}
            isPending={decide.isPending}
            error={decide.error ? timesheetErrorText(decide.error, 'client') : null}
          >
            <p>
              {hoursLabel(item.totalHours)} for {amountText(item.amount, item.currency)}. An approved week is final: it
              is invoiced once its month is over.
            </p>
          </ConfirmDialog>
        ) : null}
      </article>
    </li>
  );
}

function RejectDialog({ timesheet, onClose }: { timesheet: Timesheet; onClose: () => void }) {
  const decide = useDecideTimesheet();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={`Reject ${memberName(timesheet.member.expert)}’s week of ${weekLabel(timesheet.weekStart)}?`}
      confirmLabel="Reject the week"
      onConfirm={() => {
        const trimmed = reason.trim();
        if (trimmed.length === 0) return setFieldError('Tell the expert why, in a few words.');
        setFieldError(null);
        return decide.mutateAsync({ id: timesheet.id, action: 'reject', reason: trimmed }, { onSuccess: onClose });
      }}
      onCancel={onClose}
      isPending={decide.isPending}
      error={decide.error ? timesheetErrorText(decide.error, 'client') : null}
    >
      <p>The expert reads your reason, corrects the week and submits it again.</p>
      <Textarea
        name="reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        maxLength={TIMESHEET_REJECTION_REASON_MAX}
        required
        error={fieldError}
        rows={3}
      />
    </ConfirmDialog>
  );
}
