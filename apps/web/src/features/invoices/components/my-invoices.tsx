import ExpertInvoices from './expert-invoices';

/** The expert's Invoices page: every invoice in their name, across clients (docs/money.md#invoices). */
export default function MyInvoices() {
  return <ExpertInvoices />;
}
