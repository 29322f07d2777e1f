import type { Invoice } from '@fractional/contract';

/**
 * An invoice as the contract's InvoiceSchema shapes it (the snapshot taken at issue,
 * docs/money.md#invoices): the component tests build theirs from this one.
 */
export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 4,
    number: 'FR-2026-000004',
    project: { id: 7, name: 'Board pack' },
    client: { orgName: 'Ngata Retail' },
    expert: { profileId: 9, firstName: 'Tama', lastName: 'Hours' },
    seller: { legalName: 'Tama Hours Consulting', addressLines: ['1 Queen Street'], country: 'NZ', taxId: null },
    buyer: { legalName: 'Ngata Retail Ltd', addressLines: ['2 Lambton Quay'], country: 'NZ', taxId: 'NZ 12-345' },
    month: '2026-09',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    servicePeriod: { from: '2026-09-01', to: '2026-09-30' },
    lines: [
      {
        timesheetId: 5,
        description: 'Fractional CFO services, 7 – 13 Sep 2026: 8 h × USD 100.00',
        weekStart: '2026-09-07',
        from: '2026-09-07',
        to: '2026-09-13',
        hours: 8,
        hourlyRate: 100,
        amount: 800,
      },
    ],
    totalHours: 8,
    subtotal: 800,
    taxRatePct: 0,
    taxAmount: 0,
    total: 800,
    totalAmount: 800,
    currency: 'USD',
    taxNote: null,
    paymentInstructions: null,
    status: 'issued',
    issuedAt: '2026-10-01T00:00:00.000Z',
    paidAt: null,
    voidedAt: null,
    creditNote: null,
    ...overrides,
  };
}
