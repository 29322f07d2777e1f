import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { Spinner } from '../../../components/ui/spinner';
import { useProfileReviews } from '../api/reviews';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

interface ProfileReviewsProps {
  profileId: number;
  /** The expert reading about themselves: the empty state speaks to them. */
  isOwn?: boolean;
  /** Inside a titled card the list needs no heading of its own. */
  hasHeading?: boolean;
}

/** The published reviews about an expert (docs/reviews.md), newest first, five at a time. */
export function ProfileReviews({ profileId, isOwn = false, hasHeading = true }: ProfileReviewsProps) {
  const headingId = useId();
  const query = useProfileReviews(profileId);
  // A section of its own; inside a titled card, part of that card's.
  const Wrapper = hasHeading ? 'section' : 'div';
  const reviews = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Wrapper
      className={styles.section}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-busy={query.isFetching || undefined}
    >
      {hasHeading ? (
        <h3 id={headingId} className={styles.sectionTitle}>
          {isOwn ? 'Reviews about you' : 'Reviews'}
        </h3>
      ) : null}
      {query.isPending ? (
        <Spinner size={20} label="Loading the reviews" />
      ) : query.isError && reviews.length === 0 ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.muted}>
            We could not load the reviews.
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : reviews.length === 0 ? (
        <p className={styles.muted}>
          {isOwn
            ? 'No published reviews yet. When an engagement ends, the client may review you; reviews show here once both sides have reviewed, or 14 days after the first.'
            : 'No reviews yet.'}
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} showProject />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? <p role="alert">We could not load more.</p> : null}
          <ShowMoreButton query={query} label="More reviews" />
        </>
      )}
    </Wrapper>
  );
}
