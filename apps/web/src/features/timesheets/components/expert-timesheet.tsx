import {
  TIMESHEET_NOTE_MAX,
  TimesheetStatuses,
  type Timesheet,
  addDays,
  addWeeks,
  mondayOf,
} from '@fractional/contract';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { useEngagementTimesheets } from '../api/get-timesheets';
import { useSaveWeek } from '../api/save-week';
import { timesheetErrorText } from '../timesheet-messages';
import { cellsOf, emptyCells, hoursLabel, weekBounds, weekHours, weekLabel, type WeekCells } from '../week';
import { statusTone } from './timesheet-status';
import { WeekGrid } from './week-grid';
import styles from './timesheets.module.css';

export interface Engagement {
  projectId: number;
  memberId: number;
  hoursPerWeek: number;
  joinedAt: string;
  endedAt: string | null;
}

/**
 * One engagement's timesheet for the expert (docs/product.md#contractor-area): a week picker (from the
 * week they joined to this week), the week's grid with its status, and the history of weeks logged.
 */
export function ExpertTimesheet({ engagement }: { engagement: Engagement }) {
  const query = useEngagementTimesheets(engagement.projectId);
  const bounds = weekBounds(engagement.joinedAt, engagement.endedAt);
  const [week, setWeek] = useState(bounds.last);
  // Kept here, not in the editor: a save reloads the week, which remounts the editor, and what the
  // server said (a refusal, "Draft saved.") must stay in view.
  const save = useSaveWeek();
  // A notice holds while the week is in the state it speaks of: a decision arriving live clears it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const openWeek = (next: string) => {
    save.reset();
    setNotice(null);
    setWeek(next);
  };
  if (query.isPending) return <Spinner label="Loading your timesheet" />;
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p role="alert">We could not load your timesheet.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const mine = query.data.filter((item) => item.member.id === engagement.memberId);
  const byWeek = new Map(mine.map((item) => [item.weekStart, item]));
  const current = byWeek.get(week) ?? null;
  return (
    <>
      <WeekPicker week={week} first={bounds.first} last={bounds.last} onChange={openWeek} />
      <WeekEditor
        key={`${week}|${current?.updatedAt ?? ''}`}
        engagement={engagement}
        week={week}
        timesheet={current}
        lastWeek={byWeek.get(addWeeks(week, -1)) ?? null}
        save={save}
        notice={notice && notice.status === (current?.status ?? null) ? notice.text : null}
        onNotice={setNotice}
      />
      <History items={mine} onOpen={openWeek} />
    </>
  );
}

function WeekPicker(props: { week: string; first: string; last: string; onChange: (week: string) => void }) {
  const { week, first, last, onChange } = props;
  return (
    <nav className={styles.picker} aria-label="Week">
      <Button variant="secondary" disabled={week <= first} onClick={() => onChange(addWeeks(week, -1))}>
        ← Previous week
      </Button>
      <h2 className={styles.weekTitle} aria-live="polite">
        Week of {weekLabel(week)}
      </h2>
      <Button variant="secondary" disabled={week >= last} onClick={() => onChange(addWeeks(week, 1))}>
        Next week →
      </Button>
    </nav>
  );
}

interface WeekEditorProps {
  engagement: Engagement;
  week: string;
  timesheet: Timesheet | null;
  lastWeek: Timesheet | null;
  save: ReturnType<typeof useSaveWeek>;
  notice: string | null;
  onNotice: (notice: Notice | null) => void;
}

/** What the page last said, and the week's status it holds for. */
interface Notice {
  text: string;
  status: Timesheet['status'] | null;
}

function WeekEditor({ engagement, week, timesheet, lastWeek, save, notice, onNotice: setNotice }: WeekEditorProps) {
  const headingId = useId();
  const [cells, setCells] = useState<WeekCells>(() => (timesheet ? cellsOf(timesheet.hours) : emptyCells()));
  const [note, setNote] = useState(timesheet?.note ?? '');
  const status = timesheet?.status ?? null;
  const isEditable = status === null || status === 'draft' || status === 'rejected';
  const joined = engagement.joinedAt.slice(0, 10);
  const ended = engagement.endedAt?.slice(0, 10) ?? null;
  const isDayOpen = (index: number) => {
    const day = addDays(week, index);
    return day >= joined && (ended === null || day <= ended);
  };
  const once = useSubmitOnce();
  const isSaving = save.isPending || once.isSubmitting;
  const send = (submit: boolean) => {
    setNotice(null);
    const hours = weekHours(cells);
    if (!hours) return;
    return save.mutateAsync(
      { projectId: engagement.projectId, memberId: engagement.memberId, weekStart: week, hours, note, submit },
      {
        onSuccess: () =>
          setNotice(
            submit
              ? { text: 'Week submitted to the client.', status: 'submitted' }
              : { text: 'Draft saved.', status: 'draft' },
          ),
      },
    );
  };
  const copyLastWeek = () => {
    if (!lastWeek) return setNotice({ text: 'Nothing was logged last week to copy.', status });
    setCells(cellsOf(lastWeek.hours.map((hours, index) => (isDayOpen(index) ? hours : 0))));
    setNotice({ text: 'Last week’s hours copied. Save or submit to keep them.', status });
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          Hours this week
        </h3>
        <Badge tone={status ? statusTone(status) : 'neutral'}>
          <span className="visually-hidden">Status: </span>
          {status ? TimesheetStatuses.labels[status] : 'Not started'}
        </Badge>
      </div>
      <StatusLine timesheet={timesheet} />
      <form className={styles.form} noValidate onSubmit={once.onSubmit(() => send(true))}>
        <WeekGrid
          weekStart={week}
          cells={cells}
          onChange={setCells}
          committedHours={engagement.hoursPerWeek}
          isDayOpen={isDayOpen}
          disabled={!isEditable || isSaving}
        />
        <Textarea
          name="note"
          label="Note for the client"
          hint="Optional: what the hours went to."
          value={note}
          onChange={setNote}
          maxLength={TIMESHEET_NOTE_MAX}
          rows={3}
          disabled={!isEditable || isSaving}
        />
        {save.error ? (
          <p className={styles.error} role="alert">
            {timesheetErrorText(save.error, 'expert')}
          </p>
        ) : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        {isEditable ? (
          <div className={styles.actions}>
            <Button variant="text" onClick={copyLastWeek} disabled={isSaving}>
              Copy last week
            </Button>
            <Button variant="secondary" onClick={() => once.submit(() => send(false))} disabled={isSaving}>
              Save draft
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {status === 'rejected' ? 'Resubmit' : 'Submit'}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

/** Where the week stands, in words. */
function StatusLine({ timesheet }: { timesheet: Timesheet | null }) {
  if (!timesheet) return <p className={styles.lead}>Log your hours day by day, then submit the week to the client.</p>;
  switch (timesheet.status) {
    case 'draft':
      return (
        <p className={styles.lead}>
          A draft: the client sees it once you submit it.
          {timesheet.rejectionReason ? ` It was rejected before: “${timesheet.rejectionReason}”` : ''}
        </p>
      );
    case 'submitted':
      return <p className={styles.lead}>Submitted: waiting for the client’s approval.</p>;
    case 'approved':
      return <p className={styles.lead}>Approved{timesheet.decidedBy ? '' : ' automatically'}. This week is final.</p>;
    case 'rejected':
      return (
        <div className={styles.rejected} role="note">
          <p>
            <strong>Rejected:</strong> “{timesheet.rejectionReason}”
          </p>
          <p>Edit the hours or the note below and resubmit.</p>
        </div>
      );
  }
}

function History({ items, onOpen }: { items: readonly Timesheet[]; onOpen: (week: string) => void }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          Your weeks
        </h3>
        <p className={styles.summary}>{items.length === 1 ? '1 week' : `${items.length} weeks`}</p>
      </div>
      {items.length === 0 ? (
        <p className={styles.state}>No timesheets yet — members log their hours here each week.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <Button variant="text" onClick={() => onOpen(mondayOf(item.weekStart))}>
                Week of {weekLabel(item.weekStart)}
              </Button>
              <span>{hoursLabel(item.totalHours)}</span>
              <Badge tone={statusTone(item.status)}>{TimesheetStatuses.labels[item.status]}</Badge>
              {item.status === 'rejected' && item.rejectionReason ? (
                <span className={styles.reason}>“{item.rejectionReason}”</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
