import type { Invoice } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useIssueInvoices, useMarkInvoicePaid, useProjectInvoices } from '../api/invoices';
import { endedMonths, monthLabel } from '../money';
import { InvoiceTable } from './invoice-table';
import { QueryState } from './query-state';
import { SectionCard } from '../../../components/ui/section-card';
import styles from './invoices.module.css';

/** How many past months "Issue now" offers. */
const ISSUE_MONTHS = 12;

/**
 * The project page's "Invoices" (docs/engagements.md#spend-and-invoices-on-the-web): one per member
 * and month, issued on the 1st by the monthly run or now for a month that is over; each downloads as
 * a PDF and can be marked paid. Voiding is an admin's (docs/api.md#spend-and-invoices).
 */
export default function ProjectInvoices({ projectId }: { projectId: number }) {
  const query = useProjectInvoices(projectId);
  return (
    <SectionCard
      className={styles.card}
      title="Invoices"
      summary="Issued on the 1st of each month for the month before."
    >
      <IssueNow projectId={projectId} />
      <QueryState query={query} loadingLabel="Loading the invoices" errorText="We could not load the invoices.">
        {(invoices) =>
          invoices.length === 0 ? (
            <p className={styles.state}>No invoices yet: approved hours are invoiced once their month is over.</p>
          ) : (
            <InvoiceTable
              invoices={invoices}
              view="project"
              renderActions={(invoice) => <MarkPaid invoice={invoice} />}
            />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function IssueNow({ projectId }: { projectId: number }) {
  const months = endedMonths(ISSUE_MONTHS);
  const [month, setMonth] = useState(months[0] ?? '');
  const issue = useIssueInvoices(projectId);
  const options = months.map((value) => ({ value, label: monthLabel(value) }));
  const once = useSubmitOnce();
  return (
    <form className={styles.issue} onSubmit={once.onSubmit(() => issue.mutateAsync(month))}>
      <Select
        name="month"
        label="Month to invoice"
        options={options}
        value={month}
        onChange={(value) => setMonth(value ?? '')}
        placeholder="Choose a month"
      />
      <Button
        type="submit"
        variant="secondary"
        isLoading={issue.isPending || once.isSubmitting}
        disabled={month === ''}
      >
        Issue now
      </Button>
      <p className={styles.issueResult} role="status">
        {issueText(issue)}
      </p>
    </form>
  );
}

function issueText(issue: ReturnType<typeof useIssueInvoices>): string {
  if (issue.error) {
    return issue.error instanceof ApiError && issue.error.status === 422
      ? 'That month is not over yet: invoices follow once it is.'
      : 'We could not issue the invoices. Please try again.';
  }
  if (!issue.data) return '';
  const count = issue.data.length;
  return count === 0
    ? `Nothing left to invoice for ${monthLabel(issue.variables ?? '')}.`
    : `${count === 1 ? '1 invoice' : `${count} invoices`} issued for ${monthLabel(issue.variables ?? '')}.`;
}

function MarkPaid({ invoice }: { invoice: Invoice }) {
  const paid = useMarkInvoicePaid();
  const [isConfirming, setConfirming] = useState(false);
  if (invoice.status !== 'issued') return null;
  return (
    <>
      <Button onClick={() => setConfirming(true)} aria-label={`Mark paid: ${invoice.number}`}>
        Mark paid
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={`Mark ${invoice.number} paid?`}
          confirmLabel="Mark paid"
          onConfirm={() => paid.mutateAsync(invoice.id, { onSuccess: () => setConfirming(false) })}
          onCancel={() => {
            paid.reset();
            setConfirming(false);
          }}
          isPending={paid.isPending}
          error={paid.error ? `We could not mark ${invoice.number} paid. Please try again.` : null}
        >
          <p>Only once the money has arrived: a paid invoice stays paid.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
