import type { Spend } from '@fractional/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { burnChart, CHART, type BurnPoint, type ForecastEnd } from '../burn-chart';
import { formatMoney, type Currency } from '@fractional/contract';
import styles from './invoices.module.css';

/** Made on first use, not when the module loads (as in features/timesheets/week.ts). */
let shortDate: Intl.DateTimeFormat | null = null;
function weekOf(monday: string): string {
  shortDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: '2-digit', timeZone: 'UTC' });
  return shortDate.format(new Date(`${monday}T00:00:00Z`));
}

/** The chart in words, for its `<desc>`: the weeks it spans, the total approved and the budget. */
function describe(points: BurnPoint[], budget: number | null, currency: Currency): string {
  const usd = (amount: number) => formatMoney(amount, currency);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No approved hours yet.';
  const ofBudget = budget === null ? '' : ` of a ${usd(budget)} budget`;
  const weeks = points.length === 1 ? '1 week' : `${points.length} weeks`;
  return `${weeks} from ${weekOf(first.weekStart)} to ${weekOf(last.weekStart)}: ${usd(last.cumulative)} approved in all${ofBudget}.`;
}

/** One week read aloud and under the chart: "Week of 9 Nov 26: $1,000.00 approved, $3,000.00 in all". */
const pointText = (point: BurnPoint, currency: Currency) =>
  `Week of ${weekOf(point.weekStart)}: ${formatMoney(point.amount, currency)} approved, ${formatMoney(point.cumulative, currency)} in all`;

/** The width the chart is drawn at, in CSS pixels (the drawing box's default until measured). */
function useDrawnWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState<number>(CHART.width);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The cumulative spend: approved spend added up week by week against the budget, with the forecast
 * dashed to the end of the timeline, as an SVG with a title and description; each week is read with
 * the arrow keys (the chart takes focus) or by pointing at it, and the same figures show as a table
 * ("Show as table").
 */
export function BurnChart({
  byWeek,
  budget,
  forecastEnd = null,
  currency,
}: {
  byWeek: Spend['byWeek'];
  /** The project's currency: every amount is written with `formatMoney` in it. */
  currency: Currency;
  budget: number | null;
  forecastEnd?: ForecastEnd | null;
}) {
  const usd = (amount: number) => formatMoney(amount, currency);
  const titleId = useId();
  const descId = useId();
  const [asTable, setAsTable] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useDrawnWidth(boxRef);
  const model = burnChart(byWeek, budget, forecastEnd, width);
  const forecastText = model.forecast
    ? ` Forecast ${usd(model.forecast.total)} by the week of ${weekOf(model.forecast.weekStart)}.`
    : '';
  const description = describe(model.points, budget, currency) + forecastText;
  const activePoint = active === null ? undefined : model.points[active];
  const lastIndex = model.points.length - 1;
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = {
      ArrowLeft: Math.max(0, (active ?? lastIndex + 1) - 1),
      ArrowRight: Math.min(lastIndex, (active ?? -1) + 1),
      Home: 0,
      End: lastIndex,
    }[event.key];
    if (next === undefined || lastIndex < 0) return;
    event.preventDefault();
    setActive(next);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    let nearest: number | null = null;
    model.points.forEach((point, index) => {
      if (nearest === null || Math.abs(point.x - x) < Math.abs((model.points[nearest]?.x ?? 0) - x)) nearest = index;
    });
    setActive(nearest);
  };
  return (
    <figure className={styles.chartFigure}>
      <div className={styles.chartHead}>
        <figcaption className={styles.chartTitle}>Cumulative spend</figcaption>
        <Button variant="secondary" onClick={() => setAsTable((shown) => !shown)} aria-pressed={asTable}>
          Show as table
        </Button>
      </div>
      {asTable ? (
        <BurnTable points={model.points} currency={currency} />
      ) : (
        <div ref={boxRef}>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${model.width} ${CHART.height}`}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            tabIndex={model.points.length > 0 ? 0 : undefined}
            onKeyDown={onKeyDown}
            onFocus={() => setActive((current) => current ?? (lastIndex >= 0 ? lastIndex : null))}
            onBlur={() => setActive(null)}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          >
            <title id={titleId}>Approved spend to date, added up week by week</title>
            <desc id={descId}>
              {description}
              {model.points.length > 0 ? ' Use the left and right arrow keys to read each week.' : ''}
            </desc>
            {model.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  className={styles.gridLine}
                  x1={CHART.left}
                  x2={model.width - CHART.right}
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
                  {formatMoney(tick.value, currency, { trimZeroMinor: true })}
                </text>
              </g>
            ))}
            {model.budgetY === null ? null : (
              <g>
                <line
                  className={styles.budgetLine}
                  x1={CHART.left}
                  x2={model.width - CHART.right}
                  y1={model.budgetY}
                  y2={model.budgetY}
                />
                <text
                  className={styles.budgetLabel}
                  x={model.width - CHART.right}
                  y={model.budgetY - 6}
                  textAnchor="end"
                >
                  Budget
                </text>
              </g>
            )}
            <path className={styles.burnLine} d={model.path} />
            {model.forecast ? (
              <g data-testid="burn-forecast">
                <path className={styles.forecastLine} d={model.forecast.path} />
                <circle className={styles.forecastDot} cx={model.forecast.x} cy={model.forecast.y} r={4} />
              </g>
            ) : null}
            {model.points.map((point, index) => (
              <circle
                key={point.weekStart}
                className={index === active ? styles.burnDotActive : styles.burnDot}
                cx={point.x}
                cy={point.y}
                r={index === active ? 6 : 3}
              />
            ))}
            {model.xLabels.map((label) => (
              <text
                key={label.weekStart}
                className={styles.axisLabel}
                x={label.x}
                y={CHART.height - 12}
                textAnchor="middle"
              >
                {weekOf(label.weekStart)}
              </text>
            ))}
          </svg>
          <p className={styles.readout} aria-live="polite" data-testid="burn-readout">
            {activePoint
              ? pointText(activePoint, currency)
              : model.forecast
                ? `Dashed: the forecast to ${weekOf(model.forecast.weekStart)}`
                : ''}
          </p>
        </div>
      )}
    </figure>
  );
}

function BurnTable({ points, currency }: { points: BurnPoint[]; currency: Currency }) {
  const usd = (amount: number) => formatMoney(amount, currency);
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
