import {
  minorDigits,
  toMinor,
  type CreditNote,
  type Currency,
  type Invoice,
  type InvoiceLine,
  type InvoiceParty,
} from '@fractional/contract';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/**
 * Invoices and credit notes as UBL 2.1 XML with the EN 16931 core (docs/money.md#documents, ADR
 * 0018), built with xmlbuilder2 (which escapes every text and attribute). Elements follow the UBL
 * 2.1 schemas' sequence order. Amounts are written from integer minor units as decimal text with the
 * currency's minor digits; a credit note's amounts and quantities are written positive, as UBL
 * expects of a `CreditNote` (the document type says they are credited).
 */

export const UBL_NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;
/** EN 16931 core, without a national CIUS. */
export const EN16931_CUSTOMIZATION = 'urn:cen.eu:en16931:2017';
/** UN/ECE Recommendation 20: hour. */
const HOUR = 'HUR';

/** Integer minor units as decimal text with the currency's digits: 1316250 EUR → "13162.50", 1250000 JPY → "1250000". */
export function decimalText(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Quarter hours as decimal text ("16.25"); exact, since quarters are binary fractions. */
const quantityText = (hours: number) => String(Math.abs(hours));

interface UblDocument {
  currency: Currency;
  /** Negative amounts are written positive (credit notes). */
  sign: 1 | -1;
}

function amount(parent: XMLBuilder, name: string, major: number, doc: UblDocument): void {
  parent
    .ele(`cbc:${name}`, { currencyID: doc.currency })
    .txt(decimalText(doc.sign * toMinor(major, doc.currency), doc.currency));
}

const text = (parent: XMLBuilder, name: string, value: string | number) => parent.ele(name).txt(String(value)).up();

function party(parent: XMLBuilder, role: 'AccountingSupplierParty' | 'AccountingCustomerParty', details: InvoiceParty) {
  const node = parent.ele(`cac:${role}`).ele('cac:Party');
  text(node.ele('cac:PartyName'), 'cbc:Name', details.legalName);
  const address = node.ele('cac:PostalAddress');
  const [street, additional, ...rest] = details.addressLines;
  if (street) text(address, 'cbc:StreetName', street);
  if (additional) text(address, 'cbc:AdditionalStreetName', additional);
  for (const line of rest) text(address.ele('cac:AddressLine'), 'cbc:Line', line);
  text(address.ele('cac:Country'), 'cbc:IdentificationCode', details.country);
  if (details.taxId) {
    const scheme = node.ele('cac:PartyTaxScheme');
    text(scheme, 'cbc:CompanyID', details.taxId);
    text(scheme.ele('cac:TaxScheme'), 'cbc:ID', 'VAT');
  }
  text(node.ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', details.legalName);
}

/**
 * The tax category (UNCL 5305): a positive rate is standard (S); 0 % is written exempt (E) with the
 * seller's tax note as the reason, since the platform does not know the legal ground (AE, O, Z).
 */
function taxCategory(
  parent: XMLBuilder,
  name: 'TaxCategory' | 'ClassifiedTaxCategory',
  ratePct: number,
  note: string | null,
) {
  const category = parent.ele(`cac:${name}`);
  text(category, 'cbc:ID', ratePct > 0 ? 'S' : 'E');
  text(category, 'cbc:Percent', ratePct);
  if (ratePct === 0 && name === 'TaxCategory') text(category, 'cbc:TaxExemptionReason', note ?? 'Exempt from tax');
  text(category.ele('cac:TaxScheme'), 'cbc:ID', 'VAT');
}

type Totals = Pick<Invoice, 'subtotal' | 'taxAmount' | 'total' | 'taxRatePct' | 'taxNote'>;

function taxAndTotals(root: XMLBuilder, totals: Totals, doc: UblDocument): void {
  const taxTotal = root.ele('cac:TaxTotal');
  amount(taxTotal, 'TaxAmount', totals.taxAmount, doc);
  const subtotal = taxTotal.ele('cac:TaxSubtotal');
  amount(subtotal, 'TaxableAmount', totals.subtotal, doc);
  amount(subtotal, 'TaxAmount', totals.taxAmount, doc);
  taxCategory(subtotal, 'TaxCategory', totals.taxRatePct, totals.taxNote);

  const monetary = root.ele('cac:LegalMonetaryTotal');
  amount(monetary, 'LineExtensionAmount', totals.subtotal, doc);
  amount(monetary, 'TaxExclusiveAmount', totals.subtotal, doc);
  amount(monetary, 'TaxInclusiveAmount', totals.total, doc);
  amount(monetary, 'PayableAmount', totals.total, doc);
}

function period(parent: XMLBuilder, from: string, to: string): void {
  const node = parent.ele('cac:InvoicePeriod');
  text(node, 'cbc:StartDate', from);
  text(node, 'cbc:EndDate', to);
}

function documentLine(
  root: XMLBuilder,
  kind: 'Invoice' | 'CreditNote',
  line: InvoiceLine,
  index: number,
  totals: Totals,
  doc: UblDocument,
): void {
  const node = root.ele(`cac:${kind}Line`);
  text(node, 'cbc:ID', index + 1);
  node
    .ele(kind === 'Invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', { unitCode: HOUR })
    .txt(quantityText(line.hours));
  amount(node, 'LineExtensionAmount', line.amount, doc);
  period(node, line.from, line.to);
  const item = node.ele('cac:Item');
  text(item, 'cbc:Name', line.description);
  taxCategory(item, 'ClassifiedTaxCategory', totals.taxRatePct, totals.taxNote);
  const price = node.ele('cac:Price');
  amount(price, 'PriceAmount', line.hourlyRate, { ...doc, sign: 1 });
  price.ele('cbc:BaseQuantity', { unitCode: HOUR }).txt('1');
}

function start(kind: 'Invoice' | 'CreditNote'): XMLBuilder {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL_NAMESPACES[kind], kind, {
    'xmlns:cac': UBL_NAMESPACES.cac,
    'xmlns:cbc': UBL_NAMESPACES.cbc,
  });
  text(root, 'cbc:UBLVersionID', '2.1');
  text(root, 'cbc:CustomizationID', EN16931_CUSTOMIZATION);
  return root;
}

/** The invoice (§17 snapshot) as a UBL 2.1 `Invoice` (type 380). */
export function invoiceUbl(invoice: Invoice): string {
  const doc: UblDocument = { currency: invoice.currency, sign: 1 };
  const root = start('Invoice');
  text(root, 'cbc:ID', invoice.number);
  text(root, 'cbc:IssueDate', invoice.issueDate);
  text(root, 'cbc:DueDate', invoice.dueDate);
  text(root, 'cbc:InvoiceTypeCode', '380');
  if (invoice.taxNote) text(root, 'cbc:Note', invoice.taxNote);
  text(root, 'cbc:DocumentCurrencyCode', invoice.currency);
  period(root, invoice.servicePeriod.from, invoice.servicePeriod.to);
  text(root.ele('cac:ProjectReference'), 'cbc:ID', invoice.project.id);
  party(root, 'AccountingSupplierParty', invoice.seller);
  party(root, 'AccountingCustomerParty', invoice.buyer);
  if (invoice.paymentInstructions) {
    const means = root.ele('cac:PaymentMeans');
    // UNCL 4461 "1": instrument not defined; the seller's own words say how to pay.
    text(means, 'cbc:PaymentMeansCode', '1');
    text(means, 'cbc:PaymentDueDate', invoice.dueDate);
    text(means, 'cbc:InstructionNote', invoice.paymentInstructions);
    text(means, 'cbc:PaymentID', invoice.number);
  }
  text(root.ele('cac:PaymentTerms'), 'cbc:Note', `Due ${invoice.dueDate}`);
  taxAndTotals(root, invoice, doc);
  invoice.lines.forEach((line, index) => documentLine(root, 'Invoice', line, index, invoice, doc));
  return root.end({ prettyPrint: true });
}

/** The credit note (§17 snapshot) as a UBL 2.1 `CreditNote` (type 381) referring to its invoice. */
export function creditNoteUbl(creditNote: CreditNote): string {
  const doc: UblDocument = { currency: creditNote.currency, sign: -1 };
  const root = start('CreditNote');
  text(root, 'cbc:ID', creditNote.number);
  text(root, 'cbc:IssueDate', creditNote.issueDate);
  text(root, 'cbc:CreditNoteTypeCode', '381');
  text(root, 'cbc:Note', creditNote.reason);
  if (creditNote.taxNote) text(root, 'cbc:Note', creditNote.taxNote);
  text(root, 'cbc:DocumentCurrencyCode', creditNote.currency);
  period(root, creditNote.servicePeriod.from, creditNote.servicePeriod.to);
  text(root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference'), 'cbc:ID', creditNote.invoice.number);
  party(root, 'AccountingSupplierParty', creditNote.seller);
  party(root, 'AccountingCustomerParty', creditNote.buyer);
  taxAndTotals(root, creditNote, doc);
  creditNote.lines.forEach((line, index) => documentLine(root, 'CreditNote', line, index, creditNote, doc));
  return root.end({ prettyPrint: true });
}
