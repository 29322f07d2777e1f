import styles from './score-badge.module.css';

/** A match score out of 100, as the recommendations and the opportunities show it: "84 / 100 match". */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <p className={styles.score}>
      <span className={styles.value}>{score}</span>
      <span className={styles.unit}>/ 100 match</span>
    </p>
  );
}
