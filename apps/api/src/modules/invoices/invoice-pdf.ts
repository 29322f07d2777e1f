import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CreditNote, Invoice } from '@fractional/contract';
import PDFDocument from 'pdfkit';
import { dateInWords, periodInWords } from './document-text.js';
import {
  type DocumentModel,
  PAGE,
  drawFooters,
  drawHeading,
  drawLines,
  drawParties,
  drawTail,
  money,
} from './invoice-pdf-drawing.js';

/**
 * Invoices and credit notes as A4 PDFs (docs/money.md#documents, ADR 0018): pdfkit with DejaVu Sans
 * embedded (subset) from the `dejavu-fonts-ttf` package, so Latin Extended, Greek, Cyrillic and
 * Vietnamese names print as typed and nothing is fetched at run time. A document is dated at its
 * issue, never at rendering, so the same document renders to the same bytes for everyone who reads it.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/**
 * The font files, read once from node_modules (resolved, so the built server finds them too). Each
 * document parses them anew: a fontkit font shared between documents mixes up their subsets' glyphs
 * (seen as wrong letters in the second document's text).
 */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** The invoice (§17 snapshot) as a PDF. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const facts: DocumentModel['facts'] = [
    ['Issue date', dateInWords(invoice.issueDate)],
    ['Due date', dateInWords(invoice.dueDate)],
    ['Service period', periodInWords(invoice.servicePeriod.from, invoice.servicePeriod.to)],
    ['Project', invoice.project.name],
  ];
  let stamp: DocumentModel['stamp'] = null;
  if (invoice.status === 'paid' && invoice.paidAt)
    stamp = { text: `PAID ${dateInWords(invoice.paidAt)}`, color: '#1b7f3b' };
  if (invoice.status === 'void') {
    stamp = { text: 'VOID', color: '#b00020' };
    if (invoice.creditNote) facts.push(['Credited by', invoice.creditNote.number]);
  }
  const notes: DocumentModel['notes'] = [];
  if (invoice.taxNote) notes.push(['Tax', invoice.taxNote]);
  // "Please pay" only while it is due; a paid or void invoice keeps the instructions it was issued with.
  const payment =
    invoice.status === 'issued'
      ? [
          `Please pay ${money(invoice.total, invoice.currency)} by ${dateInWords(invoice.dueDate)}, quoting ${invoice.number}.`,
        ]
      : [];
  if (invoice.paymentInstructions) payment.push(invoice.paymentInstructions);
  if (payment.length > 0) notes.push(['Payment', payment.join('\n')]);
  return renderDocument({ ...invoice, title: 'INVOICE', facts, stamp, notes });
}

/** The credit note (§17 snapshot; its lines are the invoice's, negated) as a PDF. */
export function renderCreditNotePdf(creditNote: CreditNote): Promise<Buffer> {
  const facts: DocumentModel['facts'] = [
    ['Issue date', dateInWords(creditNote.issueDate)],
    ['Credits invoice', creditNote.invoice.number],
    ['Service period', periodInWords(creditNote.servicePeriod.from, creditNote.servicePeriod.to)],
    ['Project', creditNote.project.name],
  ];
  const notes: DocumentModel['notes'] = [['Reason', creditNote.reason]];
  if (creditNote.taxNote) notes.push(['Tax', creditNote.taxNote]);
  notes.push(['', `This credit note cancels invoice ${creditNote.invoice.number} in full.`]);
  return renderDocument({ ...creditNote, title: 'CREDIT NOTE', facts, stamp: null, notes });
}

function renderDocument(model: DocumentModel): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    info: {
      Title: `${model.title === 'INVOICE' ? 'Invoice' : 'Credit note'} ${model.number}`,
      Author: model.seller.legalName,
      Creator: 'Fractional',
      Producer: 'Fractional',
      CreationDate: new Date(model.issuedAt),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeading(doc, model);
  drawParties(doc, model);
  drawLines(doc, model);
  drawTail(doc, model);
  drawFooters(doc, model);
  doc.end();
  return done;
}
