import { formatMoney, type Currency, type Invoice, type InvoiceParty } from '@fractional/contract';
import { countryName, hoursText } from './document-text.js';

/*
 * How invoice-pdf.ts lays a document out with pdfkit: the heading, the parties, the lines table (continued on
 * new pages), the totals and notes, and the page footers (ADR 0017).
 */

type Line = Invoice['lines'][number];

/** What both documents print; the invoice and the credit note each fill it from their snapshot. */
export interface DocumentModel {
  title: string;
  number: string;
  facts: [label: string, value: string][];
  stamp: { text: string; color: string } | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: Line[];
  currency: Currency;
  subtotal: number;
  taxRatePct: number;
  taxAmount: number;
  total: number;
  notes: [heading: string, text: string][];
  issuedAt: string;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 50, bottom: 70 };
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - PAGE.margin;
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#d0d4d9';
/** The lines table: description wraps; hours, rate and amount are right-aligned. */
const COLUMNS = [
  { label: 'Description', x: PAGE.margin, width: 255, align: 'left' },
  { label: 'Hours', x: 305, width: 55, align: 'right' },
  { label: 'Rate', x: 365, width: 85, align: 'right' },
  { label: 'Amount', x: 455, width: RIGHT - 455, align: 'right' },
] as const;
const CELL_PAD = 5;

export const money = (amount: number, currency: Currency) => formatMoney(amount, currency, { display: 'code' });

function partyLines(party: InvoiceParty): string[] {
  const lines = [...party.addressLines, countryName(party.country)];
  if (party.taxId) lines.push(`Tax ID: ${party.taxId}`);
  return lines;
}

export function drawHeading(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  const top = PAGE.margin;
  doc.fillColor(INK).font('bold').fontSize(20).text(model.title, PAGE.margin, top);
  doc
    .font('bold')
    .fontSize(11)
    .text(model.number, PAGE.margin, top + 28);
  if (model.stamp) {
    doc.font('bold').fontSize(12);
    const width = doc.widthOfString(model.stamp.text) + 16;
    doc
      .roundedRect(PAGE.margin, top + 48, width, 22, 3)
      .lineWidth(1.5)
      .strokeColor(model.stamp.color)
      .stroke();
    doc.fillColor(model.stamp.color).text(model.stamp.text, PAGE.margin + 8, top + 53, { lineBreak: false });
  }
  let y = top;
  const labelX = PAGE.margin + WIDTH / 2;
  const valueX = labelX + 80;
  for (const [label, value] of model.facts) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, labelX, y, { width: valueX - labelX - 8 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, valueX, y, { width: RIGHT - valueX });
    y = Math.max(doc.y, y + 13) + 2;
  }
  doc.y = Math.max(y, top + 80) + 16;
}

export function drawParties(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  const top = doc.y;
  const half = WIDTH / 2;
  let bottom = top;
  for (const [index, [heading, party]] of (
    [
      ['From', model.seller],
      ['Bill to', model.buyer],
    ] as const
  ).entries()) {
    const x = PAGE.margin + index * half;
    const width = half - 16;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(heading.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(party.legalName, x, doc.y + 3, { width });
    doc
      .font('regular')
      .fontSize(9)
      .text(partyLines(party).join('\n'), x, doc.y + 1, { width, lineGap: 1 });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 24;
}

function cellTexts(line: Line, currency: Currency): string[] {
  return [line.description, hoursText(line.hours), money(line.hourlyRate, currency), money(line.amount, currency)];
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[]): number {
  doc.font('regular').fontSize(9);
  const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width }));
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawTableHeader(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc.rect(PAGE.margin, y, WIDTH, 20).fillColor('#eef0f3').fill();
  doc.font('bold').fontSize(9).fillColor(INK);
  for (const column of COLUMNS)
    doc.text(column.label, column.x, y + 6, { width: column.width, align: column.align, lineBreak: false });
  doc.y = y + 20;
}

const bottomLimit = () => PAGE.height - PAGE.bottom;

/** A page after the first: the document's number, then the table header again. */
function continuePage(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  doc.addPage();
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(
    `${model.title === 'INVOICE' ? 'Invoice' : 'Credit note'} ${model.number} (continued)`,
    PAGE.margin,
    PAGE.margin,
  );
  doc.y = PAGE.margin + 20;
  drawTableHeader(doc);
}

export function drawLines(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  drawTableHeader(doc);
  const tail = tailHeight(doc, model);
  model.lines.forEach((line, index) => {
    const cells = cellTexts(line, model.currency);
    const height = rowHeight(doc, cells);
    // The last line keeps the totals and notes company, so no page holds the tail without its header.
    const needed = index === model.lines.length - 1 ? height + tail : height;
    if (doc.y + needed > bottomLimit()) continuePage(doc, model);
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(INK);
    cells.forEach((cell, column) => {
      const { x, width, align } = COLUMNS[column]!;
      doc.text(cell, x, y + CELL_PAD, { width, align });
    });
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(RIGHT, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  });
  if (model.lines.length === 0 && doc.y + tail > bottomLimit()) continuePage(doc, model);
}

function totalsRows(model: DocumentModel): [label: string, value: string, isBold: boolean][] {
  const rate = `${model.taxRatePct.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
  return [
    ['Subtotal', money(model.subtotal, model.currency), false],
    [`Tax (${rate})`, money(model.taxAmount, model.currency), false],
    ['Total', money(model.total, model.currency), true],
  ];
}

const TOTALS_ROW = 18;
const NOTE_GAP = 10;

function tailHeight(doc: PDFKit.PDFDocument, model: DocumentModel): number {
  let height = 10 + TOTALS_ROW * 3 + 14;
  for (const [heading, text] of model.notes) {
    doc.font('regular').fontSize(9);
    height += (heading ? 14 : 0) + doc.heightOfString(text, { width: WIDTH }) + NOTE_GAP;
  }
  return height;
}

export function drawTail(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  let y = doc.y + 10;
  const labelX = 330;
  for (const [label, value, isBold] of totalsRows(model)) {
    if (isBold)
      doc
        .moveTo(labelX, y - 3)
        .lineTo(RIGHT, y - 3)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
    doc
      .font(isBold ? 'bold' : 'regular')
      .fontSize(isBold ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, y + (isBold ? 1 : 2), { width: 120, lineBreak: false });
    doc.text(value, labelX + 110, y + (isBold ? 1 : 2), {
      width: RIGHT - labelX - 110,
      align: 'right',
      lineBreak: false,
    });
    y += TOTALS_ROW;
  }
  doc.y = y + 14;
  for (const [heading, text] of model.notes) {
    if (heading) doc.font('bold').fontSize(9).fillColor(INK).text(heading, PAGE.margin, doc.y, { width: WIDTH });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(text, PAGE.margin, doc.y + 2, { width: WIDTH });
    doc.y += NOTE_GAP;
  }
}

/** "Page n of m" and the document's number on every page, written once all pages exist. */
export function drawFooters(doc: PDFKit.PDFDocument, model: DocumentModel): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 45;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(RIGHT, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(`${model.number} · ${model.seller.legalName}`, PAGE.margin, y, {
      width: WIDTH - 110,
      height: 10,
      ellipsis: true,
    });
    doc.text(`Page ${index - start + 1} of ${count}`, RIGHT - 100, y, { width: 100, align: 'right', lineBreak: false });
  }
}
