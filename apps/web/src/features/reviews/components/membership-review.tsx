import type { Review, ReviewSubject } from '@fractional/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-time';
import { useProjectReviews } from '../api/get-project-reviews';
import { reviewWindow } from '../review-display';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

// The form and its checks load when someone opens it, not with the page.
const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));

export interface MembershipReviewProps {
  projectId: number;
  memberId: number;
  endedAt: string;
  /** Whom the caller reviews: the owner the `expert`, the member the `client`. */
  about: ReviewSubject;
  /** The expert's name, or the client's organisation. */
  subjectName: string;
}

export const AWAITING_TEXT = 'Awaiting the other side’s review — both are published together.';

/**
 * The reviews of one ended membership, from one side (docs/reviews.md): "Write a review" while the
 * 30 days run; after sending, that it waits for the other side (double-blind); once published, the pair.
 */
export function MembershipReview(props: MembershipReviewProps) {
  const { projectId, memberId, endedAt, about, subjectName } = props;
  const headingId = useId();
  const query = useProjectReviews(projectId);
  const [isOpen, setOpen] = useState(false);
  const title = (
    <h4 id={headingId} className={styles.panelTitle}>
      Reviews
    </h4>
  );
  if (query.isPending) {
    return (
      <div className={styles.panel}>
        {title}
        <Spinner size={20} label="Loading the reviews" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.panel}>
        {title}
        <p role="alert" className={styles.muted}>
          We could not load the reviews.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  const ofMember = query.data.data.filter((review) => review.memberId === memberId);
  const mine = ofMember.find((review) => review.about === about);
  const theirs = ofMember.find((review) => review.about !== about && review.publishedAt !== null);
  const span = reviewWindow(endedAt);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {title}
      <ReviewState mine={mine} theirs={theirs} span={span} />
      {!mine && span.isOpen ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-describedby={headingId}>
            Write a review
            <span className="visually-hidden"> of {subjectName}</span>
          </Button>
        </div>
      ) : null}
      {mine || theirs ? (
        <div className={styles.pair}>
          {mine ? <ReviewItem review={mine} heading="Your review" /> : null}
          {theirs ? (
            <ReviewItem
              review={theirs}
              heading={about === 'expert' ? 'Their review of you' : 'The client’s review of you'}
            />
          ) : null}
        </div>
      ) : null}
      {isOpen ? (
        <Suspense fallback={<Spinner size={20} label="Opening the review" />}>
          <ReviewDialog
            projectId={projectId}
            memberId={memberId}
            about={about}
            subjectName={subjectName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface ReviewStateProps {
  mine: Review | undefined;
  theirs: Review | undefined;
  span: { closesAt: Date; isOpen: boolean };
}

/** Where the reviews stand, in one sentence. */
function ReviewState({ mine, theirs, span }: ReviewStateProps) {
  const closes = formatDate(span.closesAt);
  if (!mine) {
    if (!span.isOpen) return <p className={styles.muted}>The review window closed on {closes}.</p>;
    return (
      <p className={styles.muted}>
        {theirs ? 'The other side has reviewed. ' : ''}You can review until {closes}.
      </p>
    );
  }
  if (mine.publishedAt === null) {
    return (
      <p className={styles.status} role="status">
        {AWAITING_TEXT}
      </p>
    );
  }
  return theirs ? null : <p className={styles.muted}>Your review is published. The other side has not reviewed.</p>;
}
