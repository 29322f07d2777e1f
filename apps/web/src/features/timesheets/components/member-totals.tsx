import type { TimesheetMemberTotals } from '@fractional/contract';
import { useId } from 'react';
import { amountText, memberName } from '../timesheet-display';
import { hoursLabel } from '../week';
import styles from './timesheets.module.css';

/**
 * Each member's weeks added up, as the API sums them over every page (docs/api.md#timesheets): approved
 * hours and their amount, and the hours waiting. A member with drafts only is not shown: the client
 * sees a week once it is submitted.
 */
export function MemberTotals({ totals }: { totals: readonly TimesheetMemberTotals[] }) {
  const headingId = useId();
  const rows = totals.filter((row) => row.submitted.weeks + row.approved.weeks + row.rejected.weeks > 0);
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        Totals per member
      </h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Approved hours</th>
            <th scope="col">Approved amount</th>
            <th scope="col">Waiting hours</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.memberId}>
              <th scope="row">{memberName(row.expert)}</th>
              <td>{hoursLabel(row.approved.hours)}</td>
              <td>{amountText(row.approved.amount, row.currency)}</td>
              <td>{hoursLabel(row.submitted.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
