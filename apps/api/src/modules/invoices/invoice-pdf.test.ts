import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleCreditNote, sampleInvoice, weekLines } from '../../../test/invoice-documents.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';

/** Each page's text, extracted by PDF.js (through unpdf) as a reader would copy it. */
async function pagesText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

const names = {
  seller: {
    legalName: 'Łukasz Żółć',
    addressLines: ['ul. Piotrkowska 104/7', '90-926 Łódź'],
    country: 'PL',
    taxId: 'PL7251234567',
  },
  buyer: {
    legalName: 'Nguyễn Thị Minh Khai',
    addressLines: ['Ελένη Παπαδοπούλου', 'Зоя Кузнецова'],
    country: 'VN',
    taxId: null,
  },
};

describe('invoice and credit-note PDFs', () => {
  it('embeds a Unicode font, so Polish, Vietnamese, Greek and Cyrillic names read back as typed', async () => {
    const invoice = sampleInvoice({ ...names, project: { id: 7, name: 'Série B — Łódź' } });
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes('/FontFile2')).toBe(true);
    const [text] = await pagesText(pdf);
    for (const name of [
      'Łukasz Żółć',
      'Łódź',
      'Nguyễn Thị Minh Khai',
      'Ελένη Παπαδοπούλου',
      'Зоя Кузнецова',
      'Série B — Łódź',
    ])
      expect(text).toContain(name);
    expect(text).toContain('INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Tax ID: PL7251234567');
    expect(text).toContain('Poland');
    expect(text).toContain('1 November 2026');
    expect(text).toContain('1 December 2026');
    expect(text).toContain('1 – 31 October 2026');
    expect(text).toContain('EUR 9,750.00');
    expect(text).toContain('Tax (23 %)');
    expect(text).toContain('EUR 2,242.50');
    expect(text).toContain('EUR 11,992.50');
    expect(text).toContain(invoice.taxNote);
    expect(text).toContain(`Please pay EUR 11,992.50 by 1 December 2026, quoting ${invoice.number}.`);
    expect(text).toContain(invoice.paymentInstructions);
    expect(text).not.toContain('PAID');
  });

  it('says PAID with its date once paid', async () => {
    const paid = sampleInvoice({ status: 'paid', paidAt: '2026-11-14T10:00:00.000Z' });
    const [text] = await pagesText(await renderInvoicePdf(paid));
    expect(text).toContain('PAID 14 November 2026');
    expect(text).not.toContain('Please pay');
    expect(text).toContain(paid.paymentInstructions);
  });

  it('says VOID and names the credit note once voided', async () => {
    const voided = sampleInvoice({
      status: 'void',
      voidedAt: '2026-11-20T09:30:00.000Z',
      creditNote: { id: 5, number: 'CN-2026-000005' },
    });
    const [text] = await pagesText(await renderInvoicePdf(voided));
    expect(text).toContain('VOID');
    expect(text).toMatch(/Credited by\s+CN-2026-000005/);
    expect(text).not.toContain('PAID');
  });

  it('repeats the table header and numbers the pages of a 60-line invoice, JPY grouped without decimals', async () => {
    const invoice = sampleInvoice({
      currency: 'JPY',
      lines: weekLines(60, 12_500, 'JPY', '2025-08-04', 7.5),
      taxRatePct: 10,
    });
    const pages = await pagesText(await renderInvoicePdf(invoice));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((text, index) => {
      expect(text).toMatch(/Description\s+Hours\s+Rate\s+Amount/);
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join('\n');
    expect(all.match(/JPY 93,750/g)).toHaveLength(60);
    expect(all).toContain('JPY 12,500');
    expect(all).toContain('JPY 6,187,500');
    expect(pages.at(-1)).toContain('Total');
  });

  it('renders the same bytes every time for the same document', async () => {
    const invoice = sampleInvoice();
    const first = await renderInvoicePdf(invoice);
    const second = await renderInvoicePdf(structuredClone(invoice));
    expect(second.equals(first)).toBe(true);
    const note = sampleCreditNote(invoice);
    expect((await renderCreditNotePdf(note)).equals(await renderCreditNotePdf(note))).toBe(true);
  });

  it('renders a credit note with the invoice it credits, its reason and negated amounts', async () => {
    const note = sampleCreditNote(sampleInvoice({ ...names }), 'Zoя’s hours were billed twice');
    const pdf = await renderCreditNotePdf(note);
    expect(pdf.includes('/FontFile2')).toBe(true);
    const [text] = await pagesText(pdf);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain('Credits invoice');
    expect(text).toContain(note.invoice.number);
    expect(text).toContain('Zoя’s hours were billed twice');
    expect(text).toContain('Nguyễn Thị Minh Khai');
    expect(text).toContain('-EUR 11,992.50');
    expect(text).toContain('20 November 2026');
    expect(text).toContain('Page 1 of 1');
  });
});
