import type { Review } from '@fractional/contract';
import type { ReactNode } from 'react';
import { starsText } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format-time';
import { engagementText, reviewerText, workAgainText } from '../review-display';
import styles from './reviews.module.css';

interface ReviewItemProps {
  review: Review;
  /** "Your review", "Their review": what the list calls it; the reviewer's name otherwise. */
  heading?: string;
  /** Shows the project it was written for (the profile's list; a project's own list leaves it out). */
  showProject?: boolean;
  /** A moderator's action (Hide). */
  action?: ReactNode;
}

/** One review: stars, would work again, the text, the engagement's length and hours, who wrote it and when, and a hidden review's reason. */
/** The admin's reason as a sentence: a full stop added only when it has no end punctuation of its own. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function ReviewItem({ review, heading, showProject = false, action }: ReviewItemProps) {
  const date = review.publishedAt ?? review.createdAt;
  return (
    <article className={styles.review} aria-label={heading ?? `Review by ${reviewerText(review)}`}>
      <div className={styles.reviewHead}>
        {heading ? <h4 className={styles.reviewTitle}>{heading}</h4> : null}
        <p className={styles.stars}>
          <span aria-hidden="true">
            {'★'.repeat(review.rating)}
            <span className={styles.off}>{'★'.repeat(5 - review.rating)}</span>
          </span>
          <span className="visually-hidden">{starsText(review.rating)} out of 5</span>
        </p>
        <p className={styles.muted}>{workAgainText(review)}</p>
      </div>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      <p className={styles.muted}>{engagementText(review)}</p>
      <p className={styles.muted}>
        {heading ? `By ${reviewerText(review)}` : reviewerText(review)}
        {showProject ? ` · ${review.project.name}` : ''} · {formatDate(date)}
      </p>
      {review.hiddenAt ? (
        <p className={styles.hidden}>
          Hidden by Fractional on {formatDate(review.hiddenAt)}
          {review.hiddenReason ? `: ${asSentence(review.hiddenReason)}` : '.'} It counts nowhere.
        </p>
      ) : null}
      {action}
    </article>
  );
}
