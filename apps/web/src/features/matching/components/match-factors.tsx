import { MatchFactorKeys, type MatchFactor } from '@fractional/contract';
import styles from './expert-match-card.module.css';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "Why this match": every factor with its fit as a bar, its weight named, and its reason. */
export function MatchFactors({ factors }: { factors: readonly MatchFactor[] }) {
  return (
    <details className={styles.why}>
      <summary className={styles.whySummary}>Why this match</summary>
      <ul className={styles.factors}>
        {factors.map((factor) => (
          <li key={factor.key} className={styles.factor}>
            <div className={styles.factorHead}>
              <span className={styles.factorName}>{MatchFactorKeys.labels[factor.key]}</span>
              <span className={styles.factorNumbers}>
                fit {percent(factor.score)} · weight {percent(factor.weight)}
              </span>
            </div>
            <div className={styles.bar} aria-hidden="true">
              <div className={styles.barFill} style={{ width: percent(factor.score) }} />
            </div>
            <p className={styles.factorReason}>{factor.reason}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
