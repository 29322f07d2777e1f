import { OUTCOME_TITLE_MAX, OUTCOMES_MAX, type Outcome } from '@fractional/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateOutcome, useDeleteOutcome, useOutcomes, useUpdateOutcome } from '../api/engagements';
import { dueText, engagementErrorText } from '../engagement-display';
import styles from './engagements.module.css';
import { SectionCard } from '../../../components/ui/section-card';

interface OutcomeDraft {
  title: string;
  target: string;
  dueDate: string;
}

const emptyDraft: OutcomeDraft = { title: '', target: '', dueDate: '' };

function OutcomeForm(props: {
  initial: OutcomeDraft;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (draft: OutcomeDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={props.submitLabel}>
      <div className={styles.formRow}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          Outcome
          <input
            id={`${id}-title`}
            className={styles.input}
            value={draft.title}
            maxLength={OUTCOME_TITLE_MAX}
            required
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </label>
        <label className={styles.label} htmlFor={`${id}-target`}>
          Target (optional)
          <input
            id={`${id}-target`}
            className={styles.input}
            value={draft.target}
            maxLength={200}
            placeholder="e.g. 500 paying customers"
            onChange={(event) => setDraft({ ...draft, target: event.target.value })}
          />
        </label>
        <label className={styles.label} htmlFor={`${id}-due`}>
          Due date (optional)
          <input
            id={`${id}-due`}
            className={styles.input}
            type="date"
            value={draft.dueDate}
            onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
          />
        </label>
      </div>
      {props.error ? (
        <p role="alert" className={styles.error}>
          {engagementErrorText(props.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={props.isPending || draft.title.trim() === ''}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const toBody = (draft: OutcomeDraft) => ({
  title: draft.title.trim(),
  target: draft.target.trim() || null,
  dueDate: draft.dueDate || null,
});

function OutcomeRow({ outcome, canEdit }: { outcome: Outcome; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateOutcome();
  const remove = useDeleteOutcome();
  const due = dueText(outcome.dueDate, outcome.progress);
  if (editing) {
    return (
      <li className={styles.item}>
        <OutcomeForm
          initial={{ title: outcome.title, target: outcome.target ?? '', dueDate: outcome.dueDate ?? '' }}
          submitLabel="Save outcome"
          isPending={update.isPending}
          error={update.error}
          onSubmit={(draft) =>
            update.mutate({ id: outcome.id, ...toBody(draft) }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <h3 className={styles.name}>{outcome.title}</h3>
        <span className={styles.muted}>{outcome.progress}% done</span>
      </div>
      <ProgressBar value={outcome.progress} label={`Progress of ${outcome.title}`} />
      {outcome.target || due ? (
        <p className={styles.muted}>
          {outcome.target ? `Target: ${outcome.target}` : null}
          {outcome.target && due ? ' · ' : null}
          {due ? <span className={due.startsWith('Overdue') ? styles.overdue : undefined}>{due}</span> : null}
        </p>
      ) : null}
      {canEdit ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${outcome.title}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(outcome.id)}
            aria-label={`Remove ${outcome.title}`}
          >
            Remove
          </Button>
        </div>
      ) : null}
      {remove.error ? (
        <p role="alert" className={styles.error}>
          {engagementErrorText(remove.error)}
        </p>
      ) : null}
    </li>
  );
}

/** Outcomes (docs/engagements.md): progress bars and due dates; the owner adds, edits and removes them. */
export function ProjectOutcomes({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const query = useOutcomes(projectId);
  const create = useCreateOutcome(projectId);
  const [formKey, setFormKey] = useState(0);
  const outcomes = query.data?.data ?? [];
  return (
    <SectionCard title="Outcomes" summary={query.data ? `${outcomes.length} of ${OUTCOMES_MAX}` : null}>
      {query.isPending ? (
        <Spinner label="Loading the outcomes" />
      ) : query.isError ? (
        <div>
          <p role="alert">We could not load the outcomes.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : outcomes.length === 0 ? (
        <p className={styles.muted}>
          {canEdit
            ? 'Add the outcomes this project must achieve. The squad reports progress on each in its weekly check-in, and the project’s progress follows them.'
            : 'The client has not set outcomes yet. Your check-in can still say what moved this week.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {outcomes.map((outcome) => (
            <OutcomeRow key={outcome.id} outcome={outcome} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit && !query.isPending && outcomes.length < OUTCOMES_MAX ? (
        <OutcomeForm
          key={formKey}
          initial={emptyDraft}
          submitLabel="Add outcome"
          isPending={create.isPending}
          error={create.error}
          onSubmit={(draft) => create.mutate(toBody(draft), { onSuccess: () => setFormKey((key) => key + 1) })}
        />
      ) : null}
    </SectionCard>
  );
}
