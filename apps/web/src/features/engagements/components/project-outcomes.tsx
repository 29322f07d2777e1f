import { OUTCOME_TITLE_MAX, OUTCOMES_MAX, type Outcome } from '@fractional/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { focusElement } from '../../../lib/focus-target';
import { useCreateOutcome } from '../api/create-outcome';
import { useDeleteOutcome } from '../api/delete-outcome';
import { useOutcomes } from '../api/get-outcomes';
import { useUpdateOutcome } from '../api/update-outcome';
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
  /** Return the request's promise: the form sends once until it settles. */
  onSubmit: (draft: OutcomeDraft) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const id = useId();
  const once = useSubmitOnce();
  const isDueDateRefused = props.error instanceof ApiError && props.error.fieldErrors?.dueDate !== undefined;
  const submit = once.onSubmit(() => props.onSubmit(draft));
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
            aria-invalid={isDueDateRefused || undefined}
            aria-describedby={props.error ? `${id}-error` : undefined}
            value={draft.dueDate}
            onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
          />
        </label>
      </div>
      {props.error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {engagementErrorText(props.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={props.isPending || once.isSubmitting} disabled={draft.title.trim() === ''}>
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

interface OutcomeRowProps {
  outcome: Outcome;
  canEdit: boolean;
  /** Just added: its title takes the focus the add form's button had (docs/product.md#keyboard-and-focus). */
  takesFocus?: boolean;
  onFocused?: () => void;
}

function OutcomeRow({ outcome, canEdit, takesFocus = false, onFocused }: OutcomeRowProps) {
  const [editing, setEditing] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takesFocus || !titleRef.current) return;
    focusElement(titleRef.current);
    onFocused?.();
  }, [takesFocus, onFocused]);
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
            update.mutateAsync({ id: outcome.id, ...toBody(draft) }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <h3 ref={titleRef} className={styles.name}>
          {outcome.title}
        </h3>
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
          <Button variant="secondary" onClick={() => setRemoving(true)} aria-label={`Remove ${outcome.title}`}>
            Remove
          </Button>
        </div>
      ) : null}
      {isRemoving ? (
        <ConfirmDialog
          title={`Remove “${outcome.title}”?`}
          confirmLabel="Remove outcome"
          onConfirm={() => remove.mutateAsync(outcome.id, { onSuccess: () => setRemoving(false) })}
          onCancel={() => {
            remove.reset();
            setRemoving(false);
          }}
          isPending={remove.isPending}
          error={remove.error ? engagementErrorText(remove.error) : null}
        >
          <p>
            It cannot be brought back: the project’s progress follows the other outcomes, and past check-ins show it as
            removed.
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** Outcomes (docs/engagements.md): progress bars and due dates; the owner adds, edits and removes them. */
export function ProjectOutcomes({
  projectId,
  canEdit,
  viewer = 'expert',
}: {
  projectId: number;
  canEdit: boolean;
  /** Whose page it is: the empty list speaks to the client (a completed project) or to a member. */
  viewer?: 'client' | 'expert';
}) {
  const query = useOutcomes(projectId);
  const create = useCreateOutcome(projectId);
  const [formKey, setFormKey] = useState(0);
  const [addedId, setAddedId] = useState<number | null>(null);
  const clearAdded = useCallback(() => setAddedId(null), []);
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
            : viewer === 'client'
              ? 'No outcomes were set for this project.'
              : 'The client has not set outcomes yet. Your check-in can still say what moved this week.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {outcomes.map((outcome) => (
            <OutcomeRow
              key={outcome.id}
              outcome={outcome}
              canEdit={canEdit}
              takesFocus={outcome.id === addedId}
              onFocused={clearAdded}
            />
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
          onSubmit={(draft) =>
            create.mutateAsync(toBody(draft), {
              onSuccess: (added) => {
                setAddedId(added.id);
                setFormKey((key) => key + 1);
              },
            })
          }
        />
      ) : null}
    </SectionCard>
  );
}
