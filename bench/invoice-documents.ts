/**
 * Renders sample documents to look at (docs/money.md#documents): a short EUR invoice (paid), a long
 * JPY one and a credit note, as PDF, UBL XML and, where poppler's `pdftoppm` is installed, PNG pages.
 *
 *   npx tsx --conditions=source bench/invoice-documents.ts [out-dir]   (default bench/invoice-samples/)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleCreditNote, sampleInvoice, weekLines } from '../apps/api/test/invoice-documents.js';
import { renderCreditNotePdf, renderInvoicePdf } from '../apps/api/src/modules/invoices/invoice-pdf.js';
import { creditNoteUbl, invoiceUbl } from '../apps/api/src/modules/invoices/invoice-ubl.js';

const out = process.argv[2] ?? 'bench/invoice-samples';
mkdirSync(out, { recursive: true });

const short = sampleInvoice({ status: 'paid', paidAt: '2026-11-14T10:00:00.000Z' });
const long = sampleInvoice({
  number: 'FR-2026-000043',
  currency: 'JPY',
  lines: weekLines(60, 12_500, 'JPY', '2025-08-04', 7.5),
  taxRatePct: 10,
  servicePeriod: { from: '2025-08-04', to: '2026-09-27' },
  seller: {
    legalName: 'Nguyễn Thị Minh Khai',
    addressLines: ['1-2-3 Shibuya', 'Tokyo 150-0002'],
    country: 'JP',
    taxId: null,
  },
  buyer: {
    legalName: 'Ελένη & Зоя <Partners>',
    addressLines: ['Leoforos Syngrou 45', '117 43 Athens'],
    country: 'GR',
    taxId: 'EL094014201',
  },
  taxNote: null,
});
const voided = sampleInvoice({
  status: 'void',
  voidedAt: '2026-11-20T09:30:00.000Z',
  creditNote: { id: 5, number: 'CN-2026-000005' },
  project: { id: 8, name: 'Post-merger integration of the Nordic and Baltic finance functions, phase two' },
  buyer: {
    legalName: 'Quatre Saisons Holding Société par actions simplifiée à associé unique',
    addressLines: ['Bâtiment C, 3e étage', '12 rue de la Paix', 'CS 90001', '75002 Paris Cedex 02'],
    country: 'FR',
    taxId: 'FR40123456789',
  },
});
const documents: [string, Promise<Buffer>, string][] = [
  ['invoice-void-long-names', renderInvoicePdf(voided), invoiceUbl(voided)],
  ['invoice-eur', renderInvoicePdf(short), invoiceUbl(short)],
  ['invoice-jpy-long', renderInvoicePdf(long), invoiceUbl(long)],
  ['credit-note', renderCreditNotePdf(sampleCreditNote(short)), creditNoteUbl(sampleCreditNote(short))],
];
for (const [name, pdf, xml] of documents) {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, await pdf);
  writeFileSync(join(out, `${name}.xml`), xml);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '110', file, join(out, name)]);
  } catch {
    console.warn('pdftoppm not found: PDFs and XML only (apt-get install poppler-utils)');
  }
  console.log(file);
}
