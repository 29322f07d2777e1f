import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './reviews.module.css';

interface ReviewsStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Reviews already shown stay when a later load fails. */
  hasReviews: boolean;
  children: ReactNode;
}

/** A list of reviews while it loads (a spinner), when it could not load (with Try again), else the list. */
export function ReviewsState({ query, hasReviews, children }: ReviewsStateProps) {
  if (query.isPending) return <Spinner size={20} label="Loading the reviews" />;
  if (query.isError && !hasReviews) {
    return (
      <div className={styles.actions}>
        <p role="alert" className={styles.muted}>
          We could not load the reviews.
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children;
}
