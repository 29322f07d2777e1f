import { REVIEW_HIDE_REASON_MAX, ReviewSubjects, type Review } from '@fractional/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { FormMessages, friendlyServerMessage } from '../../../lib/form-messages';
import { useHideReview } from '../api/hide-review';
import { useProjectReviews } from '../api/get-project-reviews';
import { reviewerText } from '../review-display';
import { ReviewItem } from './review-item';
import { ReviewsState } from './reviews-state';
import styles from './reviews.module.css';

/**
 * A project's published reviews as the matcher console sees them (docs/reviews.md), hidden ones included,
 * with "Hide" for one that breaks the rules: a reason, a confirmation; audited, and its author is told by mail.
 */
export function ReviewModeration({ projectId }: { projectId: number }) {
  const headingId = useId();
  const query = useProjectReviews(projectId);
  const reviews = query.data?.data ?? [];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          Reviews
        </h2>
      </div>
      <p className={styles.muted}>
        The published reviews of this project’s engagements. Hide one that breaks the rules: it then counts nowhere.
      </p>
      <ReviewsState query={query} hasReviews={reviews.length > 0}>
        {reviews.length === 0 ? (
          <p className={styles.muted}>No reviews of this project yet.</p>
        ) : (
          <ModeratedReviews reviews={reviews} />
        )}
      </ReviewsState>
    </section>
  );
}

/**
 * Reviews as a moderator reads them, each with "Hide" (a reason, a confirmation) unless hidden already.
 * `showProject` names each one's project (the console's list of every project's reviews).
 */
export function ModeratedReviews({ reviews, showProject = false }: { reviews: Review[]; showProject?: boolean }) {
  const [hiding, setHiding] = useState<Review | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem
              review={review}
              heading={ReviewSubjects.labels[review.about]}
              showProject={showProject}
              action={
                review.hiddenAt ? null : (
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => setHiding(review)}>
                      Hide
                      <span className="visually-hidden"> the review by {reviewerText(review)}</span>
                    </Button>
                  </div>
                )
              }
            />
          </li>
        ))}
      </ul>
      {hiding ? <HideReviewDialog review={hiding} onClose={() => setHiding(null)} /> : null}
    </>
  );
}

function HideReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const serverKey = hide.error instanceof ApiError ? hide.error.fieldErrors?.reason : undefined;
  const onConfirm = async () => {
    const text = reason.trim();
    if (!text) return setError(FormMessages.required);
    await hide.mutateAsync({ id: review.id, reason: text });
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Hide the review by ${reviewerText(review)}?`}
      confirmLabel="Hide the review"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={hide.isPending}
      error={hide.error && !serverKey ? `The review was not hidden: ${hide.error.message}` : null}
    >
      <p>
        Nobody but its author and admins will read it, and it counts nowhere: not in the rating, not in matching. Its
        author is told by e-mail, with your reason.
      </p>
      <Textarea
        name="reason"
        label="Reason"
        hint="Which rule it breaks. The author reads this."
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(null);
          if (hide.error) hide.reset();
        }}
        maxLength={REVIEW_HIDE_REASON_MAX}
        error={error ?? (serverKey ? friendlyServerMessage(serverKey) : null)}
        required
        rows={3}
      />
    </ConfirmDialog>
  );
}
