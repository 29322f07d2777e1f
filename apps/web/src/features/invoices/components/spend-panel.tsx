import type { Spend } from '@fractional/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSpend } from '../api/get-spend';
import { overBudgetReason } from '../burn-chart';
import { hoursText, usd } from '../money';
import { BurnChart } from './burn-chart';
import styles from './invoices.module.css';

/**
 * The project page's "Spend" (docs/engagements.md#spend): the budget against what is approved, what
 * waits for approval and the forecast to the end of the timeline; the weekly burn; a warning when the
 * forecast or the approved spend passes the budget. Moves when a week is decided (here or live).
 */
export default function SpendPanel({ projectId }: { projectId: number }) {
  const headingId = useId();
  const query = useSpend(projectId);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          Spend
        </h2>
        {query.data ? <p className={styles.summary}>In {query.data.currency}</p> : null}
      </div>
      {query.isPending ? (
        <Spinner label="Loading the spend" />
      ) : query.isError ? (
        <div className={styles.state}>
          <p role="alert">We could not load the spend.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <OverBudgetWarning spend={query.data} />
          <dl className={styles.figures}>
            <Figure term="Budget" value={query.data.budget === null ? 'Not set' : usd(query.data.budget)} />
            <Figure
              term="Approved"
              value={usd(query.data.approved.amount)}
              detail={hoursText(query.data.approved.hours)}
            />
            <Figure
              term="Waiting for approval"
              value={usd(query.data.submitted.amount)}
              detail={hoursText(query.data.submitted.hours)}
            />
            <Figure
              term="Forecast"
              value={usd(query.data.forecastTotal)}
              detail={`${usd(query.data.weeklyRunRate)} a week, ${Math.round(query.data.weeksRemaining)} weeks left`}
            />
          </dl>
          <BurnChart byWeek={query.data.byWeek} budget={query.data.budget} />
        </>
      )}
    </section>
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
