import type { Spend } from '@fractional/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { burnChart, CHART, type BurnPoint } from '../burn-chart';
import { usd, usdRound } from '../money';
import styles from './invoices.module.css';

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const weekOf = (monday: string) => shortDate.format(new Date(`${monday}T00:00:00Z`));

/** The chart in words, for its `<desc>`: the weeks it spans, the total approved and the budget. */
function describe(points: BurnPoint[], budget: number | null): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No approved hours yet.';
  const ofBudget = budget === null ? '' : ` of a ${usd(budget)} budget`;
  const weeks = points.length === 1 ? '1 week' : `${points.length} weeks`;
  return `${weeks} from ${weekOf(first.weekStart)} to ${weekOf(last.weekStart)}: ${usd(last.cumulative)} approved in all${ofBudget}.`;
}

/**
 * The weekly burn: approved spend added up week by week against the budget, as an SVG image with a
 * title and description, and the same figures as a table ("Show as table").
 */
export function BurnChart({ byWeek, budget }: { byWeek: Spend['byWeek']; budget: number | null }) {
  const titleId = useId();
  const descId = useId();
  const [asTable, setAsTable] = useState(false);
  const model = burnChart(byWeek, budget);
  const description = describe(model.points, budget);
  return (
    <figure className={styles.chartFigure}>
      <div className={styles.chartHead}>
        <figcaption className={styles.chartTitle}>Weekly burn</figcaption>
        <Button variant="secondary" onClick={() => setAsTable((shown) => !shown)} aria-pressed={asTable}>
          Show as table
        </Button>
      </div>
      {asTable ? (
        <BurnTable points={model.points} />
      ) : (
        <svg
          className={styles.chart}
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
        >
          <title id={titleId}>Approved spend, week by week</title>
          <desc id={descId}>{description}</desc>
          {model.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                className={styles.gridLine}
                x1={CHART.left}
                x2={CHART.width - CHART.right}
                y1={tick.y}
                y2={tick.y}
              />
              <text
                className={styles.axisLabel}
                x={CHART.left - 8}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {usdRound(tick.value)}
              </text>
            </g>
          ))}
          {model.budgetY === null ? null : (
            <g>
              <line
                className={styles.budgetLine}
                x1={CHART.left}
                x2={CHART.width - CHART.right}
                y1={model.budgetY}
                y2={model.budgetY}
              />
              <text className={styles.budgetLabel} x={CHART.width - CHART.right} y={model.budgetY - 6} textAnchor="end">
                Budget
              </text>
            </g>
          )}
          <path className={styles.burnLine} d={model.path} />
          {model.points.map((point) => (
            <circle key={point.weekStart} className={styles.burnDot} cx={point.x} cy={point.y} r={3} />
          ))}
          {model.xLabels.map((label, index) => (
            <text
              key={label.weekStart}
              className={styles.axisLabel}
              x={label.x}
              y={CHART.height - 12}
              textAnchor={model.xLabels.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
            >
              {weekOf(label.weekStart)}
            </text>
          ))}
        </svg>
      )}
    </figure>
  );
}

function BurnTable({ points }: { points: BurnPoint[] }) {
  if (points.length === 0) return <p className={styles.state}>No approved hours yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Approved spend by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Approved</th>
            <th scope="col">Total so far</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.weekStart}>
              <th scope="row">{weekOf(point.weekStart)}</th>
              <td>{usd(point.amount)}</td>
              <td>{usd(point.cumulative)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
