import { useId } from 'react';
import styles from './stats-section.module.css';

/**
 * SPEC.md §1: the dashboard's stats are placeholders until squads exist: 0 squads, 0 members,
 * 0% vs last month, productivity score 0 and its slider fixed at 100.
 */
export function StatsSection() {
  const headingId = useId();
  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Your squads at a glance
      </h2>
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt>Squads</dt>
          <dd className={styles.value}>0</dd>
        </div>
        <div className={styles.tile}>
          <dt>Members</dt>
          <dd className={styles.value}>0</dd>
          <dd className={styles.trend}>0% vs last month</dd>
        </div>
        <div className={styles.tile}>
          <dt>Productivity score</dt>
          <dd className={styles.value}>0</dd>
          <dd>
            <input
              className={styles.slider}
              type="range"
              min={0}
              max={100}
              value={100}
              disabled
              readOnly
              aria-label="Productivity target"
            />
          </dd>
        </div>
      </dl>
    </section>
  );
}
