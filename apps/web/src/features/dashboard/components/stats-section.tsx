import type { Dashboard } from '@fractional/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format-number';
import { useDashboard } from '../api/get-dashboard';
import styles from './stats-section.module.css';

/**
 * "+25% vs last month", "-10% vs last month", "0% vs last month"; null (members now, none 30 days
 * ago: no base to compare with) reads "All new vs last month".
 */
export function formatChange(pct: number | null): string {
  if (pct === null) return 'All new vs last month';
  return `${pct > 0 ? '+' : ''}${formatNumber(pct)}% vs last month`;
}

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * Which projects the productivity score is the mean of, and which it leaves out and why (docs/engagements.md,
 * "The dashboard"): "Mean of 3 projects with an active squad; SOC 2 (completed) is not counted." Null when
 * there is nothing to say (no project has a figure).
 */
export function productivityBasis(figures: Pick<Dashboard, 'productivityProjects' | 'productivitySkipped'>) {
  const { productivityProjects: counted, productivitySkipped: skipped } = figures;
  if (counted === 0 && skipped.length === 0) return null;
  const basis =
    counted === 0
      ? 'No project with an active squad has a figure yet'
      : `Mean of ${plural(counted, 'project')} with an active squad`;
  if (skipped.length === 0) return `${basis}.`;
  const names = skipped.map(
    (project) => `${project.name} (${project.status === 'completed' ? 'completed' : 'no active squad'})`,
  );
  return `${basis}; ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not counted.`;
}

/**
 * The dashboard's figures from `GET /dashboard` (docs/api.md#projects): squads (projects with an active
 * member), members (distinct active experts) and their change against 30 days ago, and the
 * productivity score. The slider stays fixed at 100 (docs/product.md#client-area): no productivity target exists yet.
 */
export function StatsSection() {
  const headingId = useId();
  const dashboard = useDashboard();
  const figures = dashboard.data;
  const shown = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value));
  return (
    <section className={styles.stats} aria-labelledby={headingId} aria-busy={dashboard.isPending || undefined}>
      <h2 id={headingId} className="visually-hidden">
        Your squads at a glance
      </h2>
      {dashboard.isError && !figures ? (
        <div className={styles.error} role="alert">
          <p>We could not load your squad figures.</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt>Squads</dt>
          <dd className={styles.value}>{shown(figures?.squads)}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Members</dt>
          <dd className={styles.value}>{shown(figures?.members)}</dd>
          <dd className={styles.trend}>{figures ? formatChange(figures.membersChangePct) : '\u00a0'}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Productivity score</dt>
          <dd className={styles.value} data-testid="productivity-score">
            {figures && figures.productivity !== null ? formatNumber(figures.productivity, { decimals: 1 }) : '—'}
          </dd>
          <dd className={styles.trend}>
            {figures?.productivity === null
              ? 'No rated check-ins yet'
              : figures
                ? figures.productivityChangePct === null
                  ? 'No figure a month ago'
                  : formatChange(figures.productivityChangePct)
                : '\u00a0'}
          </dd>
          {figures && productivityBasis(figures) ? (
            <dd className={styles.trend} data-testid="productivity-basis">
              {productivityBasis(figures)}
            </dd>
          ) : null}
          <dd>
            <input
              className={styles.slider}
              type="range"
              min={0}
              max={100}
              value={figures?.productivity ?? 0}
              disabled
              readOnly
              aria-label="Productivity score out of 100"
            />
          </dd>
          <dd>
            <details className={styles.measure}>
              <summary>How is this measured?</summary>
              <p>
                Each project’s productivity is the mean of what is known of two parts: delivery (approved hours ÷
                committed hours over the last 4 ended weeks) and satisfaction (your 1–5 star ratings of the 4 latest
                rated weekly check-ins, 1 star = 0 and 5 stars = 100). This score is the mean over your projects with an
                active squad and a figure; the change compares it with 30 days ago. Each project’s page shows its parts
                and the weeks counted.
              </p>
            </details>
          </dd>
        </div>
      </dl>
    </section>
  );
}
