import type { Spend } from '@fractional/contract';
import { useSpend } from '../api/get-spend';
import { overBudgetReason } from '../burn-chart';
import { hoursText, usd } from '../money';
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
        {(spend) => (
          <>
            <OverBudgetWarning spend={spend} />
            <dl className={styles.figures}>
              <Figure term="Budget" value={spend.budget === null ? 'Not set' : usd(spend.budget)} />
              <Figure term="Approved" value={usd(spend.approved.amount)} detail={hoursText(spend.approved.hours)} />
              <Figure
                term="Waiting for approval"
                value={usd(spend.submitted.amount)}
                detail={hoursText(spend.submitted.hours)}
              />
              <Figure
                term="Forecast"
                value={usd(spend.forecastTotal)}
                detail={`${usd(spend.weeklyRunRate)} a week, ${Math.round(spend.weeksRemaining)} weeks left`}
              />
            </dl>
            <BurnChart byWeek={spend.byWeek} budget={spend.budget} />
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

const OVER_BUDGET_TEXT = {
  approved: 'The approved hours already cost more than',
  forecast: 'At the squad’s committed hours, the forecast passes',
} as const;

function OverBudgetWarning({ spend }: { spend: Spend }) {
  const reason = overBudgetReason(spend);
  if (reason === null) return null;
  return (
    <p className={styles.warning} role="status">
      <strong>Over budget.</strong> {OVER_BUDGET_TEXT[reason]} the {usd(spend.budget ?? 0)} budget.
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
