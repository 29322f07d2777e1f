import { sumMinor, toMinor } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { sampleCreditNote, sampleInvoice, weekLines } from '../../../test/invoice-documents.js';
import { creditNoteUbl, decimalText, EN16931_CUSTOMIZATION, invoiceUbl, UBL_NAMESPACES } from './invoice-ubl.js';

/** The part of xmlbuilder2's namespace-aware DOM these checks read (the API's types have no DOM lib). */
interface Element {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string;
  readonly textContent: string | null;
  readonly childNodes: Iterable<Element>;
  getAttribute(name: string): string | null;
}

/** The XML parsed back (xmlbuilder2's namespace-aware DOM): the document element. */
function parse(xml: string): Element {
  return (create(xml).node as unknown as { documentElement: Element }).documentElement;
}

/** Direct children along `path` ("cac:LegalMonetaryTotal/cbc:PayableAmount"), matched by namespace. */
function all(element: Element, path: string): Element[] {
  let found = [element];
  for (const step of path.split('/')) {
    const [prefix, name] = step.split(':') as ['cac' | 'cbc', string];
    found = found.flatMap((parent) =>
      // childNodes, not children: xmlbuilder2's DOM answers `children` with every descendant element.
      [...parent.childNodes].filter(
        (child): child is Element =>
          child.nodeType === 1 && child.namespaceURI === UBL_NAMESPACES[prefix] && child.localName === name,
      ),
    );
  }
  return found;
}
function one(element: Element, path: string): Element {
  const found = all(element, path);
  expect(found, path).toHaveLength(1);
  return found[0]!;
}
const textOf = (element: Element, path: string) => one(element, path).textContent;

describe('UBL 2.1 documents', () => {
  it('writes an invoice with the EN 16931 core, its lines adding up to LineExtensionAmount', () => {
    const invoice = sampleInvoice({
      seller: {
        legalName: 'A & B <Ltd>',
        addressLines: ['1 "Quoted" Lane', 'Łódź', 'Floor 3'],
        country: 'PL',
        taxId: 'PL1',
      },
    });
    const xml = invoiceUbl(invoice);
    expect(xml).toContain('A &amp; B &lt;Ltd&gt;');
    const root = parse(xml);
    expect(root.namespaceURI).toBe(UBL_NAMESPACES.Invoice);
    expect(root.localName).toBe('Invoice');
    expect(textOf(root, 'cbc:UBLVersionID')).toBe('2.1');
    expect(textOf(root, 'cbc:CustomizationID')).toBe(EN16931_CUSTOMIZATION);
    expect(textOf(root, 'cbc:ID')).toBe(invoice.number);
    expect(textOf(root, 'cbc:IssueDate')).toBe('2026-11-01');
    expect(textOf(root, 'cbc:DueDate')).toBe('2026-12-01');
    expect(textOf(root, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(textOf(root, 'cbc:DocumentCurrencyCode')).toBe('EUR');
    expect(textOf(root, 'cac:InvoicePeriod/cbc:StartDate')).toBe('2026-10-01');
    expect(textOf(root, 'cac:InvoicePeriod/cbc:EndDate')).toBe('2026-10-31');

    const supplier = one(root, 'cac:AccountingSupplierParty/cac:Party');
    expect(textOf(supplier, 'cac:PartyName/cbc:Name')).toBe('A & B <Ltd>');
    expect(textOf(supplier, 'cac:PostalAddress/cbc:StreetName')).toBe('1 "Quoted" Lane');
    expect(textOf(supplier, 'cac:PostalAddress/cbc:AdditionalStreetName')).toBe('Łódź');
    expect(textOf(supplier, 'cac:PostalAddress/cac:AddressLine/cbc:Line')).toBe('Floor 3');
    expect(textOf(supplier, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('PL');
    expect(textOf(supplier, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('PL1');
    expect(textOf(supplier, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('VAT');
    expect(textOf(supplier, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('A & B <Ltd>');
    const customer = one(root, 'cac:AccountingCustomerParty/cac:Party');
    expect(textOf(customer, 'cac:PartyName/cbc:Name')).toBe(invoice.buyer.legalName);
    expect(textOf(customer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('FR');
    expect(textOf(customer, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe(invoice.buyer.taxId);

    expect(textOf(root, 'cac:PaymentMeans/cbc:InstructionNote')).toBe(invoice.paymentInstructions);
    expect(textOf(root, 'cac:PaymentMeans/cbc:PaymentDueDate')).toBe('2026-12-01');
    expect(all(root, 'cac:PaymentTerms/cbc:Note')).toHaveLength(1);

    const tax = one(root, 'cac:TaxTotal');
    expect(textOf(tax, 'cbc:TaxAmount')).toBe('2242.50');
    expect(one(tax, 'cbc:TaxAmount').getAttribute('currencyID')).toBe('EUR');
    expect(textOf(tax, 'cac:TaxSubtotal/cbc:TaxableAmount')).toBe('9750.00');
    expect(textOf(tax, 'cac:TaxSubtotal/cbc:TaxAmount')).toBe('2242.50');
    expect(textOf(tax, 'cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('S');
    expect(textOf(tax, 'cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toBe('23');
    expect(textOf(tax, 'cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID')).toBe('VAT');

    const totals = one(root, 'cac:LegalMonetaryTotal');
    const expected = {
      LineExtensionAmount: '9750.00',
      TaxExclusiveAmount: '9750.00',
      TaxInclusiveAmount: '11992.50',
      PayableAmount: '11992.50',
    };
    for (const [name, value] of Object.entries(expected)) {
      expect(textOf(totals, `cbc:${name}`)).toBe(value);
      expect(one(totals, `cbc:${name}`).getAttribute('currencyID')).toBe('EUR');
    }

    const lines = all(root, 'cac:InvoiceLine');
    expect(lines).toHaveLength(invoice.lines.length);
    lines.forEach((line, index) => {
      expect(textOf(line, 'cbc:ID')).toBe(String(index + 1));
      expect(textOf(line, 'cbc:InvoicedQuantity')).toBe('16.25');
      expect(one(line, 'cbc:InvoicedQuantity').getAttribute('unitCode')).toBe('HUR');
      expect(textOf(line, 'cbc:LineExtensionAmount')).toBe('2437.50');
      expect(textOf(line, 'cac:Item/cbc:Name')).toBe(invoice.lines[index]!.description);
      expect(textOf(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('S');
      expect(textOf(line, 'cac:Price/cbc:PriceAmount')).toBe('150.00');
    });
    const lineSum = sumMinor(lines.map((line) => toMinor(Number(textOf(line, 'cbc:LineExtensionAmount')), 'EUR')));
    expect(decimalText(lineSum, 'EUR')).toBe(textOf(totals, 'cbc:LineExtensionAmount'));
  });

  it('writes JPY without decimals and a 0 % invoice as exempt with the seller’s note', () => {
    const invoice = sampleInvoice({
      currency: 'JPY',
      lines: weekLines(3, 12_345, 'JPY', '2026-09-28', 7.25),
      taxRatePct: 0,
      taxNote: 'Reverse charge: the buyer accounts for VAT.',
    });
    const root = parse(invoiceUbl(invoice));
    const lines = all(root, 'cac:InvoiceLine');
    // 7.25 h × JPY 12,345 = 89,501.25 → 89,501 (half-up once per line).
    expect(lines.map((line) => textOf(line, 'cbc:LineExtensionAmount'))).toEqual(['89501', '89501', '89501']);
    expect(textOf(root, 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe('268503');
    expect(textOf(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('268503');
    expect(textOf(root, 'cac:TaxTotal/cbc:TaxAmount')).toBe('0');
    const category = one(root, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
    expect(textOf(category, 'cbc:ID')).toBe('E');
    expect(textOf(category, 'cbc:Percent')).toBe('0');
    expect(textOf(category, 'cbc:TaxExemptionReason')).toBe(invoice.taxNote);
  });

  it('writes a credit note (381) referring to its invoice, with positive credited amounts', () => {
    const invoice = sampleInvoice();
    const note = sampleCreditNote(invoice, 'Wrong rate & hours <October>');
    const xml = creditNoteUbl(note);
    expect(xml).toContain('Wrong rate &amp; hours &lt;October&gt;');
    const root = parse(xml);
    expect(root.namespaceURI).toBe(UBL_NAMESPACES.CreditNote);
    expect(root.localName).toBe('CreditNote');
    expect(textOf(root, 'cbc:ID')).toBe(note.number);
    expect(textOf(root, 'cbc:IssueDate')).toBe('2026-11-20');
    expect(textOf(root, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(all(root, 'cbc:Note').map((element) => element.textContent)).toContain('Wrong rate & hours <October>');
    expect(textOf(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(invoice.number);
    expect(textOf(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name')).toBe(invoice.seller.legalName);
    expect(textOf(root, 'cac:TaxTotal/cbc:TaxAmount')).toBe('2242.50');
    expect(textOf(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('11992.50');
    const lines = all(root, 'cac:CreditNoteLine');
    expect(lines).toHaveLength(invoice.lines.length);
    for (const line of lines) {
      expect(textOf(line, 'cbc:CreditedQuantity')).toBe('16.25');
      expect(one(line, 'cbc:CreditedQuantity').getAttribute('unitCode')).toBe('HUR');
      expect(textOf(line, 'cbc:LineExtensionAmount')).toBe('2437.50');
    }
    expect(all(root, 'cac:InvoiceLine')).toHaveLength(0);
  });

  it('writes amounts from minor units as decimal text', () => {
    expect(decimalText(1_316_250, 'EUR')).toBe('13162.50');
    expect(decimalText(5, 'EUR')).toBe('0.05');
    expect(decimalText(-5, 'USD')).toBe('-0.05');
    expect(decimalText(0, 'GBP')).toBe('0.00');
    expect(decimalText(1_250_000, 'JPY')).toBe('1250000');
    expect(() => decimalText(0.5, 'EUR')).toThrow(RangeError);
  });
});
