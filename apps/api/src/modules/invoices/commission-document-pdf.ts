// The marketplace's commission invoice or credit note to a vendor, printed as an A4 PDF: the parties and the
// place of supply as the document was issued with them, its one line of service (SAC 998599), the GST heads,
// the total in words and the notes GST asks for. It prints the issued document, nothing read afresh.
import { type CommissionCreditNote, type CommissionInvoice, formatInIndia, rupeesToPaise } from '@fabric-store/shared';
import { rupeesInWords } from './amount-in-words';
import type { Weight } from './pdf-fonts';
import {
  a4Pdf,
  block,
  CONTENT_WIDTH,
  MARGIN,
  type Pdf,
  rule,
  rupees,
  sideBySide,
  totalsBlock,
  write,
} from './pdf-page';

export type CommissionDocument = CommissionInvoice | CommissionCreditNote;

const isCreditNote = (doc: CommissionDocument): doc is CommissionCreditNote => 'invoices' in doc;
const titleOf = (doc: CommissionDocument) => (isCreditNote(doc) ? 'Credit note' : 'Tax invoice');

/** 'November 2026': the month of service a document is for. */
const monthText = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function header(pdf: Pdf, doc: CommissionDocument): number {
  write(pdf, titleOf(doc), MARGIN, MARGIN, { size: 16, weight: 'bold' });
  const facts: [string, Weight?][] = [
    [`${titleOf(doc)} no. ${doc.number}`, 'bold'],
    [`Date: ${formatInIndia(doc.issuedAt, 'day')}`],
    [`Commission for ${monthText(doc.month)}`],
  ];
  if (isCreditNote(doc))
    facts.push([`Against invoice ${doc.invoices.map((invoice) => `${invoice.number} (${invoice.month})`).join(', ')}`]);
  return Math.max(block(pdf, facts, MARGIN + CONTENT_WIDTH / 2, MARGIN, CONTENT_WIDTH / 2), MARGIN + 24) + 8;
}

function parties(pdf: Pdf, doc: CommissionDocument, top: number): number {
  const { supplier, recipient } = doc;
  const supplierLines: [string, Weight?][] = [
    ['Supplied by', 'bold'],
    [supplier.legalName, 'bold'],
    ...(supplier.address ? [[supplier.address] as [string]] : []),
    [`GSTIN: ${supplier.gstin}`],
  ];
  const recipientLines: [string, Weight?][] = [
    [isCreditNote(doc) ? 'Credited to' : 'Billed to', 'bold'],
    [recipient.legalName ?? recipient.name, 'bold'],
    ...(recipient.legalName && recipient.legalName !== recipient.name
      ? [[`Selling as ${recipient.name}`] as [string]]
      : []),
    ...(recipient.address ? [[recipient.address] as [string]] : []),
    [recipient.gstin ? `GSTIN: ${recipient.gstin}` : 'Not registered under GST'],
  ];
  const below = sideBySide(pdf, supplierLines, recipientLines, top);
  const { state, stateCode } = doc.placeOfSupply;
  if (!state) return below + 8;
  const supply = `Place of supply: ${state}${stateCode ? ` (state code ${stateCode})` : ''}`;
  return below + 6 + write(pdf, supply, MARGIN, below + 6, { weight: 'bold' }) + 8;
}

/** The GST heads the document charges (or gives back), in paise: IGST, or CGST and SGST (UTGST in a union territory). */
function heads(doc: CommissionDocument): [string, number][] {
  const half = doc.gstRatePercent / 2;
  if (doc.igst !== 0) return [[`IGST ${doc.gstRatePercent}%`, rupeesToPaise(doc.igst)]];
  return [
    [`CGST ${half}%`, rupeesToPaise(doc.cgst)],
    [`${doc.stateTax} ${half}%`, rupeesToPaise(doc.sgst)],
  ];
}

/** The one line of service: what it is, its SAC, and the commission it is charged on. */
function serviceLine(pdf: Pdf, doc: CommissionDocument, top: number): number {
  top += write(pdf, 'Amounts in ₹ (Indian rupees)', MARGIN, top, { size: 7.5 }) + 3;
  rule(pdf, top);
  const amountX = MARGIN + CONTENT_WIDTH - 100;
  write(pdf, 'Description of service', MARGIN + 2, top + 3, { weight: 'bold', width: 300 });
  write(pdf, 'SAC', MARGIN + 310, top + 3, { weight: 'bold', width: 60 });
  top += write(pdf, 'Taxable value', amountX, top + 3, { weight: 'bold', width: 98, align: 'right' }) + 5;
  rule(pdf, top);
  const height = write(pdf, doc.description, MARGIN + 2, top + 3, { width: 300 });
  write(pdf, doc.sac, MARGIN + 310, top + 3, { width: 60 });
  write(pdf, rupees(rupeesToPaise(doc.commission)), amountX, top + 3, { width: 98, align: 'right' });
  top += height + 6;
  rule(pdf, top);
  return top + 6;
}

function totals(pdf: Pdf, doc: CommissionDocument, top: number): number {
  const label = isCreditNote(doc) ? 'Total credited' : 'Total';
  const paise = rupeesToPaise(doc.total);
  const amounts: [string, number][] = [['Taxable value', rupeesToPaise(doc.commission)], ...heads(doc)];
  return totalsBlock(pdf, top, amounts, { label, paise, words: rupeesInWords(paise) });
}

function notes(pdf: Pdf, doc: CommissionDocument, top: number): void {
  const lines: [string, Weight?][] = [
    [doc.reverseCharge],
    [`For ${doc.supplier.legalName}`, 'bold'],
    [`${doc.signatureNote}.`],
  ];
  block(pdf, lines, MARGIN, top, CONTENT_WIDTH);
}

/** The issued commission invoice or credit note as an A4 PDF with its fonts embedded. */
export function commissionDocumentPdf(doc: CommissionDocument): Promise<Buffer> {
  const info = { title: `${titleOf(doc)} ${doc.number}`, author: doc.supplier.legalName, subject: titleOf(doc) };
  return a4Pdf(info, (pdf) => {
    let top = header(pdf, doc);
    top = parties(pdf, doc, top);
    top = serviceLine(pdf, doc, top);
    top = totals(pdf, doc, top);
    notes(pdf, doc, top);
  });
}
