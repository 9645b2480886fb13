// A vendor's monthly commission invoice: the marketplace's identity from the operator's settings, the
// figures and the number from the ledger, in one transaction, so that a number is taken only with its invoice.
import type { CommissionCreditNote, CommissionInvoice } from '@fabric-store/shared';
import type { Database, Executor } from '../db/client';
import { commissionCreditNoteFor, issueCommissionCreditNote } from '../modules/ledger/commission-credit-notes';
import type { Supplier } from '../modules/ledger/commission-documents';
import {
  claimDueCommissionInvoice,
  commissionInvoiceFor,
  issueCommissionInvoice,
} from '../modules/ledger/commission-invoices';
import { readSettings } from '../modules/settings/service';

async function supplierOf(tx: Executor): Promise<Supplier> {
  const settings = await readSettings(tx);
  return {
    legalName: settings.marketplaceLegalName ?? 'Fabric Store',
    gstin: settings.marketplaceGstin ?? '',
    address: settings.marketplaceAddress ?? '',
  };
}

/** The vendor's commission invoice for the month, as the issuing job issued it; reading writes nothing. */
export async function commissionInvoice(db: Database, vendorId: string, month: string): Promise<CommissionInvoice> {
  return db.transaction(async (tx) => commissionInvoiceFor(tx, vendorId, month, await supplierOf(tx)));
}

/** The vendor's commission credit note for the month, as the issuing job issued it; reading writes nothing. */
export async function commissionCreditNote(
  db: Database,
  vendorId: string,
  month: string,
): Promise<CommissionCreditNote> {
  return db.transaction(async (tx) => commissionCreditNoteFor(tx, vendorId, month, await supplierOf(tx)));
}

/**
 * Issues at `now` the commission invoice and credit note of one vendor and month over, if one is due and
 * the marketplace's GSTIN is set: claimed under `skip locked`, so processes running this at once issue
 * different ones. Answers whether it claimed one (false: nothing due, or nothing this process may take now).
 */
export async function issueNextCommissionInvoice(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const supplier = await supplierOf(tx);
    // Without the marketplace's GSTIN no invoice can be issued; the due ones wait for the setting.
    if (!supplier.gstin) return false;
    const due = await claimDueCommissionInvoice(tx, now);
    if (!due) return false;
    await issueCommissionInvoice(tx, due, supplier, now);
    await issueCommissionCreditNote(tx, due, supplier, now);
    return true;
  });
}
