import type { Rating } from '@fractional/contract';
import styles from './rating-summary.module.css';

/** "6 reviews", "1 review". */
export function reviewCountText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** "4 completed engagements", "1 completed engagement". */
export function completedEngagementsText(count: number): string {
  return count === 1 ? '1 completed engagement' : `${count} completed engagements`;
}

/**
 * A track record (docs/reviews.md): "★ 4.8 (6 reviews)" from the published reviews, or "No reviews yet";
 * a screen reader hears "4.8 out of 5 (6 reviews)".
 */
export function RatingSummary({ rating }: { rating: Rating }) {
  if (rating === null) return <span className={styles.none}>No reviews yet</span>;
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.star}>
        ★{' '}
      </span>
      {rating.average.toFixed(1)}
      <span className="visually-hidden"> out of 5</span> ({reviewCountText(rating.count)})
    </span>
  );
}
