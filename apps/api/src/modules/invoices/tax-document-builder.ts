// The documents as issued, built from the facts of the moment: pure functions, so what a document
// holds is decided in one place and frozen by the caller's insert.
import {
  DIGITAL_SIGNATURE_NOTE,
  type LineKind,
  lineKey,
  lineTotalPaise,
  REVERSE_CHARGE_NOTE,
  stateTaxOf,
  TAX_DOCUMENT_TITLES,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentLine,
  type TaxDocumentTotals,
} from '@fabric-store/shared';
import type { PartLine } from '../../db/schema';
import { rupeesInWords } from './amount-in-words';
import { creditedShare, creditOfLine, lineHundredths } from './credit-note-amounts';

/** The seller and buyer as the document names them, and everything else it prints but the lines. */
export interface DocumentParties {
  seller: TaxDocument['seller'] & { invoicePrefix: string; signatoryName: string };
  buyer: TaxDocument['buyer'];
  placeOfSupply: TaxDocument['placeOfSupply'];
  ecommerceOperator: TaxDocument['ecommerceOperator'];
}

/** A shipped part and who bought it, as the invoice reads them. */
export interface InvoiceFacts extends DocumentParties {
  orderId: string;
  orderNumber: string;
  partId: string;
  orderDate: string;
  lines: PartLine[];
}

/** Who the document is, given by the issuer: its id, number and instant. */
export interface DocumentIdentity {
  id: string;
  number: string;
  issuedAt: string;
}

const unitOf = (line: PartLine): TaxDocumentLine['unit'] =>
  line.kind === 'length' && line.unit === 'per_metre' ? 'MTR' : 'PCS';

/** The vendor's own discount on the line; a marketplace coupon leaves the vendor's price whole. */
const vendorDiscountOf = (line: PartLine) => (line.discountFundedBy === 'vendor' ? (line.discountPaise ?? 0) : 0);

/**
 * One invoice line. A registered vendor's line carries the tax checkout fixed on it; a vendor without
 * a GSTIN charges none, so its bill of supply's taxable value is what the buyer pays for the line.
 */
function invoiceLine(line: PartLine, registered: boolean): TaxDocumentLine | undefined {
  const grossPaise = lineTotalPaise(line.unitPricePaise, line.quantity);
  const discountPaise = vendorDiscountOf(line);
  const tax = registered
    ? line.tax
    : {
        hsnCode: line.tax?.hsnCode ?? '',
        rateHundredths: 0,
        taxablePaise: grossPaise - discountPaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      };
  if (!tax) return undefined;
  return {
    fabricId: line.fabricId,
    kind: line.kind,
    description: line.kind === 'swatch' ? `${line.fabricName} (swatch)` : line.fabricName,
    hsnCode: tax.hsnCode,
    quantity: line.quantity / 100,
    unit: unitOf(line),
    ratePaise: line.unitPricePaise,
    grossPaise,
    discountPaise,
    taxablePaise: tax.taxablePaise,
    gstRateHundredths: tax.rateHundredths,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
  };
}

export function totalsOf(lines: TaxDocumentLine[]): TaxDocumentTotals {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

type Frame = Pick<TaxDocument, 'seller' | 'buyer' | 'placeOfSupply' | 'interState' | 'ecommerceOperator'> & {
  signatoryName: string;
};

/** What every document prints around its lines. */
function framed(
  kind: TaxDocumentKind,
  identity: DocumentIdentity,
  { signatoryName, ...parties }: Frame,
  lines: TaxDocumentLine[],
): Omit<TaxDocument, 'orderId' | 'orderNumber' | 'partId' | 'orderDate' | 'original' | 'reason'> {
  const totals = totalsOf(lines);
  return {
    ...identity,
    kind,
    title: TAX_DOCUMENT_TITLES[kind],
    ...parties,
    ...(!parties.interState && { stateTax: stateTaxOf(parties.placeOfSupply.stateCode) }),
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
    reverseCharge: REVERSE_CHARGE_NOTE,
    signature: { note: DIGITAL_SIGNATURE_NOTE, signatoryName },
  };
}

/** Supply to another state than the seller's pays IGST; within it, CGST and SGST. */
const isInterState = (facts: InvoiceFacts) =>
  facts.seller.address.stateCode !== null && facts.placeOfSupply.stateCode !== null
    ? facts.seller.address.stateCode !== facts.placeOfSupply.stateCode
    : facts.lines.some((line) => (line.tax?.igstPaise ?? 0) > 0);

/** The kind of document a part's supply gets: a tax invoice, or a bill of supply from a vendor without a GSTIN. */
export const invoiceKindOf = (facts: Pick<InvoiceFacts, 'seller'>): TaxDocumentKind =>
  facts.seller.gstin ? 'invoice' : 'bill_of_supply';

/**
 * The invoice of a shipped part, or undefined when a line has no tax fixed on it (an order placed
 * before its vendor's tax profile was complete is sold without an invoice, as then).
 */
export function buildInvoice(facts: InvoiceFacts, identity: DocumentIdentity): TaxDocument | undefined {
  const kind = invoiceKindOf(facts);
  const lines = facts.lines.map((line) => invoiceLine(line, kind === 'invoice'));
  if (lines.length === 0 || lines.some((line) => line === undefined)) return undefined;
  const { invoicePrefix: _prefix, signatoryName, ...seller } = facts.seller;
  const parties = { ...facts, seller, signatoryName, interState: isInterState(facts) };
  return {
    ...framed(kind, identity, parties, lines as TaxDocumentLine[]),
    orderId: facts.orderId,
    orderNumber: facts.orderNumber,
    partId: facts.partId,
    orderDate: facts.orderDate,
    original: null,
    reason: null,
  };
}

/** A line of a return: the fabric and the hundredths that came back. */
export interface ReturnedQuantity {
  fabricId: string;
  /** The line returned: a fabric's cut length or its remnant. */
  kind: LineKind;
  quantity: number;
}

/**
 * The credit note of a return against its invoice: each returned line's share of the invoice line,
 * after what earlier notes of the invoice already credited (`credited`, hundredths per line).
 */
export function buildCreditNote(
  invoice: TaxDocument,
  returned: ReturnedQuantity[],
  credited: Map<string, number>,
  identity: DocumentIdentity,
  reason: string,
): TaxDocument {
  const lines = returned.flatMap((back) => {
    const line = invoice.lines.find(
      (candidate) => candidate.fabricId === back.fabricId && candidate.kind === back.kind,
    );
    if (!line) return [];
    const before = credited.get(lineKey(line.fabricId, line.kind)) ?? 0;
    const amounts = creditOfLine(line, before, back.quantity);
    const whole = lineHundredths(line);
    const quantity = Math.min(back.quantity, Math.max(whole - before, 0));
    const discountPaise = creditedShare(line.discountPaise, whole, before, back.quantity);
    const totalPaise = amounts.taxablePaise + amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise;
    return [
      {
        ...line,
        ...amounts,
        quantity: quantity / 100,
        discountPaise,
        grossPaise: totalPaise + discountPaise,
        totalPaise,
      },
    ];
  });
  // The parties, the place of supply and the signatory stay as the invoice gave them.
  const { seller, buyer, placeOfSupply, interState, ecommerceOperator } = invoice;
  const parties = { seller, buyer, placeOfSupply, interState, ecommerceOperator };
  const frame = { ...parties, signatoryName: invoice.signature.signatoryName };
  return {
    ...framed('credit_note', identity, frame, lines),
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    partId: invoice.partId,
    orderDate: invoice.orderDate,
    original: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt },
    reason,
  };
}
