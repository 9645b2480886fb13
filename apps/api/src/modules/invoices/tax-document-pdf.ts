// A tax document printed as an A4 PDF with pdfkit: the parties, the lines in a table, the totals and
// the notes GST asks for. What it prints is the frozen document, nothing read afresh.
import { formatInIndia, type TaxDocument, type TaxDocumentLine } from '@fabric-store/shared';
import type { Weight } from './pdf-fonts';
import {
  a4Pdf,
  block,
  CONTENT_WIDTH,
  MARGIN,
  PAGE_BOTTOM,
  type Pdf,
  rule,
  rupees,
  sideBySide,
  totalsBlock,
  write,
} from './pdf-page';

const percent = (hundredths: number) => `${(hundredths / 100).toFixed(hundredths % 100 === 0 ? 0 : 2)}%`;
const quantityText = (line: TaxDocumentLine) =>
  `${line.unit === 'MTR' ? line.quantity.toFixed(2) : String(line.quantity)} ${line.unit}`;
const dateOf = (iso: string) => formatInIndia(iso, 'day');

function header(pdf: Pdf, doc: TaxDocument): number {
  write(pdf, doc.title, MARGIN, MARGIN, { size: 16, weight: 'bold' });
  const right = MARGIN + CONTENT_WIDTH / 2;
  const facts: [string, Weight?][] = [
    [
      `${doc.kind === 'credit_note' ? 'Credit note' : doc.kind === 'invoice' ? 'Invoice' : 'Bill'} no. ${doc.number}`,
      'bold',
    ],
    [`Date: ${dateOf(doc.issuedAt)}`],
    [`Order: ${doc.orderNumber ?? doc.orderId.slice(0, 8).toUpperCase()} of ${dateOf(doc.orderDate)}`],
  ];
  if (doc.original) facts.push([`Against invoice ${doc.original.number} of ${dateOf(doc.original.issuedAt)}`]);
  if (doc.reason) facts.push([`Reason: ${doc.reason}`]);
  return Math.max(block(pdf, facts, right, MARGIN, CONTENT_WIDTH / 2), MARGIN + 24) + 8;
}

const stateText = (state: string, code: string | null) => (code ? `${state} (state code ${code})` : state);

function parties(pdf: Pdf, doc: TaxDocument, top: number): number {
  const { seller, buyer } = doc;
  const sellerLines: [string, Weight?][] = [
    ['Sold by', 'bold'],
    [seller.legalName, 'bold'],
    ...(seller.tradeName && seller.tradeName !== seller.legalName
      ? [[`Trading as ${seller.tradeName}`] as [string]]
      : []),
    [seller.address.line],
    [`${seller.address.city} ${seller.address.pin}`],
    [stateText(seller.address.state, seller.address.stateCode)],
    [seller.gstin ? `GSTIN: ${seller.gstin}` : 'Not registered under GST'],
    ...(seller.pan ? [[`PAN: ${seller.pan}`] as [string]] : []),
  ];
  const buyerLines: [string, Weight?][] = [
    ['Billed and shipped to', 'bold'],
    [buyer.name, 'bold'],
    [buyer.address.line],
    [`${buyer.address.city} ${buyer.address.pin}`],
    [stateText(buyer.address.state, buyer.address.stateCode)],
    ...(buyer.gstin ? [[`GSTIN: ${buyer.gstin}`] as [string]] : []),
  ];
  const below = sideBySide(pdf, sellerLines, buyerLines, top);
  const supply = `Place of supply: ${stateText(doc.placeOfSupply.state, doc.placeOfSupply.stateCode)}`;
  return below + 6 + write(pdf, supply, MARGIN, below + 6, { weight: 'bold' }) + 8;
}

interface Column {
  title: string;
  width: number;
  value: (line: TaxDocumentLine, index: number) => string;
  align?: 'left' | 'right';
}

function columnsOf(doc: TaxDocument): Column[] {
  const taxed = doc.kind !== 'bill_of_supply';
  const taxColumns: Column[] = !taxed
    ? []
    : doc.interState
      ? [{ title: 'IGST', width: 58, value: (line) => rupees(line.igstPaise) }]
      : [
          { title: 'CGST', width: 44, value: (line) => rupees(line.cgstPaise) },
          { title: doc.stateTax ?? 'SGST', width: 44, value: (line) => rupees(line.sgstPaise) },
        ];
  const fixed: Column[] = [
    { title: '#', width: 14, value: (_line, index) => String(index + 1), align: 'left' },
    { title: 'Description', width: 0, value: (line) => line.description, align: 'left' },
    { title: 'HSN', width: 36, value: (line) => line.hsnCode, align: 'left' },
    { title: 'Qty', width: 44, value: quantityText },
    { title: 'Rate incl. GST', width: 52, value: (line) => rupees(line.ratePaise) },
    { title: 'Discount', width: 42, value: (line) => rupees(line.discountPaise) },
    { title: 'Taxable value', width: 56, value: (line) => rupees(line.taxablePaise) },
    ...(taxed ? [{ title: 'GST', width: 28, value: (line: TaxDocumentLine) => percent(line.gstRateHundredths) }] : []),
    ...taxColumns,
    { title: 'Total', width: 56, value: (line) => rupees(line.totalPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width === 0 ? { ...column, width: CONTENT_WIDTH - used } : column));
}

function tableRow(pdf: Pdf, cells: string[], columns: Column[], top: number, weight: Weight): number {
  let x = MARGIN;
  let height = 0;
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    height = Math.max(
      height,
      write(pdf, text, x + 2, top, { width: column.width - 4, align: column.align ?? 'right', size: 7.5, weight }),
    );
    x += column.width;
  });
  return top + height + 4;
}

function table(pdf: Pdf, doc: TaxDocument, top: number): number {
  const columns = columnsOf(doc);
  top += write(pdf, 'Amounts in ₹ (Indian rupees)', MARGIN, top, { size: 7.5 }) + 3;
  const heading = () => {
    rule(pdf, top);
    top = tableRow(
      pdf,
      columns.map((column) => column.title),
      columns,
      top + 3,
      'bold',
    );
    rule(pdf, top - 1);
  };
  heading();
  doc.lines.forEach((line, index) => {
    if (top > PAGE_BOTTOM - 160) {
      pdf.addPage();
      top = MARGIN;
      heading();
    }
    top = tableRow(
      pdf,
      columns.map((column) => column.value(line, index)),
      columns,
      top + 2,
      'regular',
    );
  });
  rule(pdf, top);
  return top + 6;
}

function totals(pdf: Pdf, doc: TaxDocument, top: number): number {
  const { totals: sum } = doc;
  const rows: [string, number][] = [['Taxable value', sum.taxablePaise]];
  if (doc.kind !== 'bill_of_supply') {
    if (doc.interState) rows.push(['IGST', sum.igstPaise]);
    else rows.push(['CGST', sum.cgstPaise], [doc.stateTax ?? 'SGST', sum.sgstPaise]);
  }
  const label = doc.kind === 'credit_note' ? 'Total credited' : 'Total';
  return totalsBlock(pdf, top, rows, { label, paise: sum.totalPaise, words: doc.totalInWords });
}

function notes(pdf: Pdf, doc: TaxDocument, top: number): void {
  const operator = doc.ecommerceOperator;
  const lines: [string, Weight?][] = [
    [doc.kind === 'bill_of_supply' ? 'Supplier not registered under GST: no tax is charged.' : doc.reverseCharge],
    [`E-commerce operator: ${operator.name}${operator.gstin ? `, GSTIN ${operator.gstin}` : ''}`],
    [`For ${doc.seller.legalName}`, 'bold'],
    [`${doc.signature.note}. Authorised signatory: ${doc.signature.signatoryName}`],
  ];
  block(pdf, lines, MARGIN, top, CONTENT_WIDTH);
}

/** The document as an A4 PDF with its fonts embedded. */
export function taxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const info = { title: `${doc.title} ${doc.number}`, author: doc.seller.legalName, subject: doc.title };
  return a4Pdf(info, (pdf) => {
    let top = header(pdf, doc);
    top = parties(pdf, doc, top);
    top = table(pdf, doc, top);
    top = totals(pdf, doc, top);
    notes(pdf, doc, top);
  });
}
