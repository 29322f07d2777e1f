import type { Invoice, InvoiceSkipReason, IssuedInvoices } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useProjectInvoices } from '../api/get-project-invoices';
import { useIssueInvoices } from '../api/issue-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
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
/** A squad member's name by membership id, as the page knows it (undefined when it does not). */
type MemberName = (memberId: number) => string | undefined;

export default function ProjectInvoices({
  projectId,
  memberName = () => undefined,
}: {
  projectId: number;
  memberName?: MemberName;
}) {
  const query = useProjectInvoices(projectId);
  return (
    <SectionCard
      className={styles.card}
      title="Invoices"
      summary="Issued on the 1st of each month for the month before."
    >
      <IssueNow projectId={projectId} memberName={memberName} />
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

function IssueNow({ projectId, memberName }: { projectId: number; memberName: MemberName }) {
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
      <div className={styles.issueResult} role="status">
        {issue.error || issue.data ? <p>{issueText(issue)}</p> : null}
        {issue.data ? <SkippedMembers skipped={issue.data.skipped} memberName={memberName} /> : null}
      </div>
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
  const count = issue.data.data.length;
  const month = monthLabel(issue.variables ?? '');
  if (count > 0) return `${count === 1 ? '1 invoice' : `${count} invoices`} issued for ${month}.`;
  return issue.data.skipped.length > 0 ? `No invoice issued for ${month}.` : `Nothing left to invoice for ${month}.`;
}

/** What each reason asks of whom (docs/money.md#invoices): the client reads it on its own project. */
const SKIP_REASON_TEXT: Record<InvoiceSkipReason, string> = {
  rateNotAgreed: 'no hourly rate is agreed yet: propose one on the Squad',
  expertBillingIncomplete: 'their billing details are missing: we have asked them to add them',
  clientBillingIncomplete: 'your billing details are missing: add them in Account & security',
};

/**
 * The members a run left out, each with every reason, so the client knows what to complete before
 * pressing "Issue now" again; their hours wait, approved and uninvoiced.
 */
function SkippedMembers({ skipped, memberName }: { skipped: IssuedInvoices['skipped']; memberName: MemberName }) {
  if (skipped.length === 0) return null;
  const reasons = new Map<number, InvoiceSkipReason[]>();
  for (const { memberId, reason } of skipped) reasons.set(memberId, [...(reasons.get(memberId) ?? []), reason]);
  return (
    <div className={styles.skipped}>
      <p>Not invoiced yet; their approved hours wait for the next run:</p>
      <ul>
        {[...reasons].map(([memberId, memberReasons]) => (
          <li key={memberId}>
            <strong>{memberName(memberId) ?? 'A squad member'}</strong>:{' '}
            {memberReasons.map((reason) => SKIP_REASON_TEXT[reason]).join('; ')}.
          </li>
        ))}
      </ul>
    </div>
  );
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
