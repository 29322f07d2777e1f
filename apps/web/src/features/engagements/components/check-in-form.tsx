import { CHECK_IN_RISKS_MAX, CHECK_IN_SUMMARY_MAX, mondayOf } from '@fractional/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckIns } from '../api/get-check-ins';
import { useOutcomes } from '../api/get-outcomes';
import { usePutCheckIn } from '../api/put-check-in';
import { engagementErrorText, today, weekLabel } from '../engagement-display';
import styles from './engagements.module.css';

/** This week's check-in, written by a member (docs/engagements.md): a summary, a figure per outcome, risks. */
export function CheckInForm({ projectId }: { projectId: number }) {
  const week = mondayOf(today());
  const outcomes = useOutcomes(projectId);
  const checkIns = useCheckIns(projectId);
  if (outcomes.isPending || checkIns.isPending) return <Spinner label="Loading this week’s check-in" />;
  if (outcomes.isError || checkIns.isError) return <p role="alert">We could not load this week’s check-in.</p>;
  const existing = checkIns.data.data.find((item) => item.weekStart === week);
  return <WeekForm key={week} projectId={projectId} week={week} outcomes={outcomes.data.data} existing={existing} />;
}

type Outcomes = NonNullable<ReturnType<typeof useOutcomes>['data']>['data'];
type Existing = NonNullable<ReturnType<typeof useCheckIns>['data']>['data'][number] | undefined;

function WeekForm(props: { projectId: number; week: string; outcomes: Outcomes; existing: Existing }) {
  const { projectId, week, outcomes, existing } = props;
  const put = usePutCheckIn(projectId);
  const id = useId();
  const [summary, setSummary] = useState(existing?.summary ?? '');
  const [risks, setRisks] = useState(existing?.risks ?? '');
  const [progress, setProgress] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      outcomes.map((outcome) => [
        outcome.id,
        existing?.outcomes.find((item) => item.outcomeId === outcome.id)?.progress ?? outcome.progress,
      ]),
    ),
  );
  const [saved, setSaved] = useState(false);
  const isRated = existing !== undefined && existing.rating !== null;
  const once = useSubmitOnce();
  const submit = once.onSubmit(() => {
    setSaved(false);
    return put.mutateAsync(
      {
        weekStart: week,
        summary: summary.trim(),
        risks: risks.trim() || null,
        outcomes: outcomes.map((outcome) => ({ outcomeId: outcome.id, progress: progress[outcome.id] ?? 0 })),
      },
      { onSuccess: () => setSaved(true) },
    );
  });
  if (isRated) {
    return (
      <p className={styles.muted}>
        The {weekLabel(week).toLowerCase()} is rated {existing?.rating} of 5: its check-in is final.
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Check-in for the ${weekLabel(week).toLowerCase()}`}>
      <p className={styles.muted}>
        {existing
          ? 'This week’s check-in is written; you may update it until the client rates it.'
          : 'One check-in covers the whole squad for the week.'}
      </p>
      <label className={styles.label} htmlFor={`${id}-summary`}>
        What moved this week
        <textarea
          id={`${id}-summary`}
          className={styles.input}
          rows={4}
          required
          maxLength={CHECK_IN_SUMMARY_MAX}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
        />
      </label>
      {outcomes.map((outcome) => (
        <label key={outcome.id} className={styles.label} htmlFor={`${id}-o${outcome.id}`}>
          {outcome.title}: {progress[outcome.id] ?? 0}%
          <input
            id={`${id}-o${outcome.id}`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={progress[outcome.id] ?? 0}
            aria-valuetext={`${progress[outcome.id] ?? 0}%`}
            onChange={(event) => setProgress({ ...progress, [outcome.id]: Number(event.target.value) })}
          />
        </label>
      ))}
      <label className={styles.label} htmlFor={`${id}-risks`}>
        Risks (optional)
        <textarea
          id={`${id}-risks`}
          className={styles.input}
          rows={2}
          maxLength={CHECK_IN_RISKS_MAX}
          value={risks}
          onChange={(event) => setRisks(event.target.value)}
        />
      </label>
      {put.error ? (
        <p role="alert" className={styles.error}>
          {engagementErrorText(put.error)}
        </p>
      ) : null}
      {saved ? <p role="status">Check-in saved. The client has been told.</p> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={put.isPending || once.isSubmitting} disabled={summary.trim() === ''}>
          {existing ? 'Update the check-in' : 'Submit the check-in'}
        </Button>
      </div>
    </form>
  );
}
