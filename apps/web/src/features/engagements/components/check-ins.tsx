import { CHECK_IN_COMMENT_MAX, type CheckIn } from '@fractional/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { useCheckIns } from '../api/get-check-ins';
import { useRateCheckIn } from '../api/rate-check-in';
import { engagementErrorText, weekLabel } from '../engagement-display';
import styles from './engagements.module.css';
import { SectionCard } from '../../../components/ui/section-card';

function RateForm({ checkIn }: { checkIn: CheckIn }) {
  const rate = useRateCheckIn();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const id = useId();
  const once = useSubmitOnce();
  const submit = once.onSubmit(() =>
    rating > 0 ? rate.mutateAsync({ id: checkIn.id, rating, comment: comment.trim() || null }) : undefined,
  );
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={`Rate the ${weekLabel(checkIn.weekStart).toLowerCase()}`}
    >
      <StarRating name={`${id}-rating`} label="Your rating of this week" value={rating} onChange={setRating} />
      <label className={styles.label} htmlFor={`${id}-comment`}>
        Comment (optional)
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          rows={2}
          maxLength={CHECK_IN_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      {rate.error ? (
        <p role="alert" className={styles.error}>
          {engagementErrorText(rate.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={rate.isPending || once.isSubmitting} disabled={rating === 0}>
          Rate the week
        </Button>
      </div>
    </form>
  );
}

function authorName(checkIn: CheckIn): string {
  const name = [checkIn.author?.firstName, checkIn.author?.lastName].filter(Boolean).join(' ');
  return name || 'Former member';
}

function CheckInItem({ checkIn, canRate }: { checkIn: CheckIn; canRate: boolean }) {
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <h3 className={styles.name}>{weekLabel(checkIn.weekStart)}</h3>
        <span className={styles.muted}>by {authorName(checkIn)}</span>
      </div>
      <p className={styles.quote}>{checkIn.summary}</p>
      {checkIn.outcomes.length > 0 ? (
        <ul className={styles.muted}>
          {checkIn.outcomes.map((item) => (
            <li key={item.outcomeId}>
              {item.title}
              {item.removed ? ' (removed)' : ''}: {item.progress}%
            </li>
          ))}
        </ul>
      ) : null}
      {checkIn.risks ? <p className={styles.quote}>Risks: {checkIn.risks}</p> : null}
      {checkIn.rating !== null ? (
        <p className={styles.muted}>
          Rated {checkIn.rating} of 5 <span aria-hidden="true">{'★'.repeat(checkIn.rating)}</span>
          {checkIn.ratingComment ? ` — “${checkIn.ratingComment}”` : ''}
        </p>
      ) : canRate ? (
        <RateForm checkIn={checkIn} />
      ) : (
        <p className={styles.muted}>Waiting for the client’s rating</p>
      )}
    </li>
  );
}

/** The weekly check-ins, newest week first (docs/engagements.md); the owner rates each once. */
export function CheckInTimeline({ projectId, canRate }: { projectId: number; canRate: boolean }) {
  const query = useCheckIns(projectId);
  const items = query.data?.data ?? [];
  return (
    <SectionCard title="Check-ins" summary={items.length === 1 ? '1 week' : `${items.length} weeks`}>
      {query.isPending ? (
        <Spinner label="Loading the check-ins" />
      ) : query.isError ? (
        <div>
          <p role="alert">We could not load the check-ins.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.muted}>
          No check-ins yet. Each week the squad writes what moved, the progress of each outcome and any risks
          {canRate ? '; you rate the week from 1 to 5 stars.' : '.'}
        </p>
      ) : (
        <ol className={styles.list}>
          {items.map((checkIn) => (
            <CheckInItem key={checkIn.id} checkIn={checkIn} canRate={canRate} />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
