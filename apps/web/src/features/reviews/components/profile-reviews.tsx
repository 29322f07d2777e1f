import type { ReviewPage } from '@fractional/contract';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useId } from 'react';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useInvitationClientReviews } from '../api/get-invitation-client-reviews';
import { useProfileReviews } from '../api/get-profile-reviews';
import { ReviewItem } from './review-item';
import { ReviewsState } from './reviews-state';
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
  return (
    <PagedReviews
      query={useProfileReviews(profileId)}
      heading={hasHeading ? (isOwn ? 'Reviews about you' : 'Reviews') : null}
      emptyText={
        isOwn
          ? 'No published reviews yet. When an engagement ends, the client may review you; reviews show here once both sides have reviewed, or 14 days after the first.'
          : 'No reviews yet.'
      }
    />
  );
}

/** What experts who worked with the client who sent an invitation wrote about them, newest first, five at a time. */
export function ClientReviews({ invitationId }: { invitationId: number }) {
  return (
    <PagedReviews
      query={useInvitationClientReviews(invitationId)}
      heading="Reviews of this client by experts"
      emptyText="No published reviews of this client yet."
    />
  );
}

interface PagedReviewsProps {
  query: UseInfiniteQueryResult<InfiniteData<ReviewPage>>;
  /** The list's own heading; null inside a titled card. */
  heading: string | null;
  emptyText: string;
}

function PagedReviews({ query, heading, emptyText }: PagedReviewsProps) {
  const headingId = useId();
  // A section of its own; inside a titled card, part of that card's.
  const Wrapper = heading ? 'section' : 'div';
  const reviews = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Wrapper
      className={styles.section}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={query.isFetching || undefined}
    >
      {heading ? (
        <h3 id={headingId} className={styles.sectionTitle}>
          {heading}
        </h3>
      ) : null}
      <ReviewsState query={query} hasReviews={reviews.length > 0}>
        {reviews.length === 0 ? (
          <p className={styles.muted}>{emptyText}</p>
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
      </ReviewsState>
    </Wrapper>
  );
}
