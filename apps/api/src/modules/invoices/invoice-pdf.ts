import type { Invoice } from '@fractional/contract';
import PDFDocument from 'pdfkit';

const usd = (amount: number) => `USD ${amount.toFixed(2)}`;
const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'Expert';

/**
 * The invoice as a PDF (ADR 0017): pdfkit with its bundled standard fonts (Helvetica, nothing
 * fetched or embedded), uncompressed so the text stays searchable by plain tools. Same content as
 * the JSON: number, issue date, status, parties, period, one line per week, totals. Dated at its
 * issue (not at rendering), so the same invoice renders to the same bytes for either side.
 */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: 'Fractional',
      Producer: 'Fractional',
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(`Invoice ${invoice.number}`);
  if (invoice.status !== 'issued')
    doc
      .fillColor(invoice.status === 'void' ? '#b00020' : '#1b7f3b')
      .fontSize(16)
      .text(invoice.status.toUpperCase());
  doc.fillColor('black').font('Helvetica').fontSize(10).moveDown();
  doc.text(`Issue date: ${invoice.issuedAt.slice(0, 10)}`);
  if (invoice.paidAt) doc.text(`Paid on: ${invoice.paidAt.slice(0, 10)}`);
  doc.text(`Period: ${invoice.month}`);
  doc.text(`Project: ${invoice.project.name}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text(invoice.client.orgName);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('From');
  doc.font('Helvetica').text(`${name(invoice.expert.firstName, invoice.expert.lastName)} (via Fractional)`);
  doc.moveDown();

  const columns = [56, 220, 320, 420];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => doc.text(cell, columns[index], y, { lineBreak: false }));
    doc.x = 56;
    doc.y = y + 16;
  };
  row(['Week of', 'Hours', 'Rate', 'Amount'], true);
  for (const line of invoice.lines)
    row([line.weekStart, String(line.hours), `${usd(line.hourlyRate)}/h`, usd(line.amount)]);
  doc.moveDown(0.5);
  row(['Total', String(invoice.totalHours), '', usd(invoice.totalAmount)], true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Currency: ${invoice.currency}. Hours approved by the client on Fractional.`, 56);
  doc.end();
  return done;
}
