// A vendor's monthly commission invoice: the marketplace's identity from the operator's settings, the
// figures and the number from the ledger, in one transaction, so that a number is taken only with its invoice.
import type { CommissionInvoice } from '@fabric-store/shared';
import type { Database } from '../db/client';
import { commissionInvoiceFor } from '../modules/ledger/commission-invoices';
import { readSettings } from '../modules/settings/service';

/** The vendor's commission invoice for the month, issued at its first reading after the month ends. */
export async function commissionInvoice(db: Database, vendorId: string, month: string): Promise<CommissionInvoice> {
  return db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    return commissionInvoiceFor(tx, vendorId, month, {
      legalName: settings.marketplaceLegalName ?? 'Fabric Store',
      gstin: settings.marketplaceGstin ?? '',
    });
  });
}
