import { formatMoney, type Spend } from '@fractional/contract';
import { useSpend } from '../api/get-spend';
import { exceedance, forecastEnd, overBudgetReason } from '../burn-chart';
import { hoursText } from '../money';
import { BurnChart } from './burn-chart';
import { QueryState } from './query-state';
import { SectionCard } from '../../../components/ui/section-card';
import styles from './invoices.module.css';

/**
 * The project page's "Spend" (docs/engagements.md#spend-and-invoices-on-the-web): the budget against
 * what is approved, what waits for approval and the forecast to the end of the timeline; the weekly
 * burn; a warning when the forecast or the approved spend passes the budget. Moves when a week is
 * decided (here or live).
 */
export default function SpendPanel({ projectId }: { projectId: number }) {
  const query = useSpend(projectId);
  return (
    <SectionCard className={styles.card} title="Spend" summary={query.data ? `In ${query.data.currency}` : null}>
      <QueryState query={query} loadingLabel="Loading the spend" errorText="We could not load the spend.">
        {(spend) => {
          const amount = (value: number) => formatMoney(value, spend.currency);
          return (
            <>
              <OverBudgetWarning spend={spend} />
              <dl className={styles.figures}>
                <Figure term="Budget" value={spend.budget === null ? 'Not set' : amount(spend.budget)} />
                <Figure
                  term="Approved"
                  value={amount(spend.approved.amount)}
                  detail={hoursText(spend.approved.hours)}
                />
                <Figure
                  term="Waiting for approval"
                  value={amount(spend.submitted.amount)}
                  detail={hoursText(spend.submitted.hours)}
                />
                <Figure
                  term="Forecast"
                  value={amount(spend.forecastTotal)}
                  detail={`${amount(spend.weeklyRunRate)} a week, ${Math.round(spend.weeksRemaining)} weeks left`}
                />
              </dl>
              {spend.unpriced.hours > 0 ? (
                <p className={styles.warning} role="status">
                  {hoursText(spend.unpriced.hours)} not priced: agree a rate (the squad’s “Propose a new rate”).
                </p>
              ) : null}
              <BurnChart
                byWeek={spend.byWeek}
                budget={spend.budget}
                forecastEnd={forecastEnd(spend)}
                currency={spend.currency}
              />
            </>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

/**
 * Approved spend past the budget is over budget now; a forecast past it is not yet, and says by how
 * much it would exceed it (`overBudgetReason`).
 */
function OverBudgetWarning({ spend }: { spend: Spend }) {
  const reason = overBudgetReason(spend);
  if (reason === null || spend.budget === null) return null;
  const budget = formatMoney(spend.budget, spend.currency);
  return (
    <p className={styles.warning} role="status">
      {reason === 'approved' ? (
        <>
          <strong>Over budget.</strong> The approved hours already cost more than the {budget} budget.
        </>
      ) : (
        <>
          <strong>
            Forecast to exceed the budget by{' '}
            {formatMoney(exceedance(spend.forecastTotal, spend.budget), spend.currency)}.
          </strong>{' '}
          At the squad’s committed hours the total reaches {formatMoney(spend.forecastTotal, spend.currency)} by the end
          of the timeline, against a {budget} budget.
        </>
      )}
    </p>
  );
}

function Figure({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{term}</dt>
      <dd>
        <strong className={styles.figureValue}>{value}</strong>
        {detail ? <span className={styles.figureDetail}>{detail}</span> : null}
      </dd>
    </div>
  );
}
